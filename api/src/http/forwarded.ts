import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/*
 * What Express answers for req.secure and req.ip with `trust proxy` set to one hop (TRUST_PROXY) or
 * off, for the paths served without Express. One hop: the proxy's own X-Forwarded-* values count,
 * and only the last X-Forwarded-For entry (the address the proxy saw, not what a client wrote).
 */

export function requestIsSecure(request: IncomingMessage, trustProxy: boolean): boolean {
  const encrypted = (request.socket as TLSSocket).encrypted === true;
  if (!trustProxy) return encrypted;
  const header = request.headers['x-forwarded-proto'];
  if (typeof header !== 'string' || header === '') return encrypted;
  const comma = header.indexOf(',');
  return (comma === -1 ? header : header.slice(0, comma)).trim() === 'https';
}

export function clientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return socketAddress;
  const header = request.headers['x-forwarded-for'];
  if (typeof header !== 'string') return socketAddress;
  const last = header.slice(header.lastIndexOf(',') + 1).trim();
  return last || socketAddress;
}
