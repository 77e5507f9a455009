/** What the host's runtime knows about a request that the `Request` does not carry. */
export interface RequestInfo {
  /**
   * The client's IP address as the runtime saw it (Node: `socket.remoteAddress`; Deno:
   * `info.remoteAddr.hostname`; Bun: `server.requestIP(request).address`). Keys per-IP rate limits.
   */
  clientIp?: string
}
