/**
 * A JSON answer: `Content-Type: application/json` and `Cache-Control: no-store` on every one
 * (sign-in answers must never be cached), plus `headers`. A 204 carries no body.
 */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const all = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers }
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: all })
}
