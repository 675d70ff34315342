import { describeResourceContract } from '../../testing/resourceContract';

// The resource contract (testing/resourceContract.tsx) for the parish details' resources (contact, statement, history, slides, links, announcements).
describeResourceContract('parish');
