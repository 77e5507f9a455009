/** The activity feature's public face: the Activity tab of the Account view. */
export { ActivityTab } from './ActivityTab.js'
