import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the Worship area's resources (the Mass schedule, intentions, sacraments).
describeResourceContract('worship');
