/**
 * Stands in for `@walletconnect/pay` in the WalletConnect demo wallet bundle (an esbuild alias in
 * demo/build-wallets.ts). WalletKit only asks `WalletConnectPay.isAvailable()` and, when true,
 * builds a client for payment links whose requests go to api.pay.walletconnect.com; the demo
 * wallet has no payments, so it is never available. Also drops ~370 KiB (a WASM module + brotli).
 */
export class WalletConnectPay {
  /** Always false: WalletKit then leaves `walletKit.pay` undefined. */
  static isAvailable(): boolean {
    return false
  }
}
