// rate-limiter-flexible's base class for custom stores: its types declare it, but the package's
// index does not export it at run time, so it is imported from its own module.
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import { RateLimiterStoreAbstract } from 'rate-limiter-flexible'
  export default RateLimiterStoreAbstract
}
