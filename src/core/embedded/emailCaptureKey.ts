/** The persistence key remembering that an account answered DataCapture (or skipped it), so it is asked once. */
export const emailCaptureKey = (caipAddress: string) => `emailCapture:${caipAddress}`
