import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the Website area's resources but events, media and the parish details (leadership, bulletins, shop, ministries).
describeResourceContract('website');
