import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the media section's resources (sermons, videos, photos, blogs).
describeResourceContract('media');
