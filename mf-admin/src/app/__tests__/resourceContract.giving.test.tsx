import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the Giving area's resources (gifts, donors, payments, funds, statements).
describeResourceContract('giving');
