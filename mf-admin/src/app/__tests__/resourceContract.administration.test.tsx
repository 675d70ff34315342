import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the Administration area's resources (admins, trash, audit log).
describeResourceContract('administration');
