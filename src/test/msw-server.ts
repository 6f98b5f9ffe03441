import { setupServer } from 'msw/node';

/** The msw/node server of the unit tests; each test installs the handlers it needs with `server.use`. */
export const server = setupServer();
