import { HttpProblem } from '../http/problems.js'

/** The exact `{ error }` texts of the project service (spec section 7, remote config and analytics), one per reason a request is refused. */
export const PROJECT_SERVER_ERRORS = {
  /** A route that needs `?projectId=` got none (400). */
  missingProjectId: 'Missing projectId',
  /** No project has that id (404). */
  unknownProject: 'Unknown project',
  /** `POST /e` for a project whose analytics is off (403). */
  analyticsOff: 'Analytics is off for this project',
  /** `POST /e` whose Origin header is missing or not one of the project's allowed origins (403). */
  originNotAllowed: 'Origin not allowed for this project',
  /** `POST /e` with a body that is not spec section 7's event (400). */
  invalidEvent:
    'Expected eventId, url, domain, timestamp and props { type, event, errorType, errorMessage, stackTrace }',
  /** An operator route without the operator's bearer token, or with another (401). */
  unauthorized: 'Missing or invalid operator token',
  /** `PUT /admin/projects/:projectId` with a body that is not a project config (400); the detail follows ': '. */
  invalidProject: 'Invalid project',
  /** An image id with characters other than letters, digits, '.', '_', '-' (400). */
  invalidImageId: 'Invalid image id',
  /** No image file for that id (404). */
  imageNotFound: 'Image not found',
  /** The operator's file is not PNG, JPEG, WebP or SVG by its bytes (415). */
  unsupportedImage: 'Unsupported image type',
} as const

/** A request the project service refuses: `status` and `message` (one of {@link PROJECT_SERVER_ERRORS}) go into the answer. */
export class ProjectServerError extends HttpProblem {
  override name = 'ProjectServerError'
}
