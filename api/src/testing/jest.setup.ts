// Each API test file migrates its own database: slower than Jest's 5 s default on a busy machine.
jest.setTimeout(30_000);
