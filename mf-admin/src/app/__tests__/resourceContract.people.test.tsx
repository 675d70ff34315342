import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the People area's resources (messages, bookings, sign-ups, mail, campaigns, newsletter topics).
describeResourceContract('people');
