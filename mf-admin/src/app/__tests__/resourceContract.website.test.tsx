import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the Website area's resources but media and the parish details (events, leadership, bulletins, shop, ministries).
describeResourceContract('website');
