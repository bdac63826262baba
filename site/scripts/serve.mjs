#!/usr/bin/env node
// `npm run serve`: the production build on http://127.0.0.1:3000 (PORT and HOST override).
import path from 'node:path';
import {startStaticServer} from './static-server.mjs';

const root = path.resolve(import.meta.dirname, '../build');
const {url} = await startStaticServer({
  root,
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`Serving ${root} on ${url}`);
