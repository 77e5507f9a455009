import type { Middleware } from './pipeline.js'
import { HTTP_ERRORS, HttpProblem } from './problems.js'

/**
 * Middleware of a POST route: the request must say `Content-Type: application/json` (parameters
 * such as `; charset=utf-8` and letter case aside). Besides stating what the body is, this keeps
 * plain HTML forms of other sites out: a browser sends that type cross-origin only after a CORS
 * preflight the server answers.
 * @throws HttpProblem 'Expected Content-Type: application/json' (415)
 */
export const requireJson: Middleware = async ({ request }, next) => {
  const mediaType = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') throw new HttpProblem(HTTP_ERRORS.unsupportedMediaType, 415)
  return next()
}
