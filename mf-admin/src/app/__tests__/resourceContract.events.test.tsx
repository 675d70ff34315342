import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the events section's resources (events, their waiting lists).
describeResourceContract('events');
