import { createServer } from 'node:net';

/** Whether something already listens on `port` (any address): a listen that fails says so. */
const inUse = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(false)));
  });

/** The entries of `ports` ({ port, ... }) whose port is taken, in order. */
export async function portsTaken(ports) {
  const taken = [];
  for (const entry of ports) if (await inUse(entry.port)) taken.push(entry);
  return taken;
}
