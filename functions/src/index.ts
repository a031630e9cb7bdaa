import { onRequest } from 'firebase-functions/v2/https';
import { patchHostBodyParser } from './http/hostBodyParser';
import { createApp } from './app';

// Must run at load time, before the host (functions-framework / the emulator) builds its body parsers.
patchHostBodyParser();

export const api = onRequest({ region: 'us-central1', memory: '1GiB' }, createApp());
