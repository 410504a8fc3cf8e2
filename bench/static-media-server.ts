/**
 * The baseline of bench/segments.ts: the demo media served by @fastify/static with no check at
 * all, on 127.0.0.1 at STATIC_PORT.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const port = Number(process.env.STATIC_PORT);
// The same Fastify logging as the real server in the bench (level warn), so only the check differs.
const app = Fastify({ logger: { level: 'warn' } });
await app.register(fastifyStatic, {
  root: path.resolve(import.meta.dirname, '../apps/server/demo-media'),
  prefix: '/media/static/',
  cacheControl: false,
});
app.get('/', async () => 'ok');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port });
