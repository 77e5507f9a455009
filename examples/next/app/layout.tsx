import type { ReactNode } from 'react'

// No favicon request (the test counts every failed request).
export const metadata = { title: 'Next.js host', icons: { icon: 'data:,' } }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
