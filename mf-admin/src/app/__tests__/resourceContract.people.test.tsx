import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the People area's resources (messages, bookings, sign-ups, mail, newsletter topics).
describeResourceContract('people');
