import { readEnv } from './config/env.js';
import { startServer } from './start.js';

const env = readEnv();
startServer(env).catch((err) => {
  console.error(err);
  process.exit(1);
});
