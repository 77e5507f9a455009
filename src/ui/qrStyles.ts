/**
 * The QR code's frame (ui/QrCode.tsx): dark modules on white with the 4-module quiet zone in both
 * themes, so every camera reads it, and the centre mark on a white square. Adopted by QrCode itself.
 */
export const qrStyles = /* css */ `
.wm-qr-frame { position: relative; display: inline-grid; place-items: center; max-width: 100%; border-radius: var(--wm-radius); background: #fff; box-shadow: 0 0 0 1px var(--wm-border); }
.wm-qr { display: block; max-width: 100%; height: auto; border-radius: var(--wm-radius); }
.wm-qr-mark { position: absolute; display: grid; place-items: center; width: 18%; aspect-ratio: 1; border-radius: 22%; background: #fff; }
.wm-qr-mark > * { width: 100%; height: 100%; background: #fff; }
`
