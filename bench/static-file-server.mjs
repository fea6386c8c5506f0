// The baseline of bench/ssr-load.mjs: one file served by Fastify + @fastify/static (the server's own static
// stack) in a process of its own. Usage: node bench/static-file-server.mjs <file> <port>
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const [file, port] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: path.dirname(path.resolve(file)), serve: false });
app.get('/page.html', (_request, reply) => reply.sendFile(path.basename(file)));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
