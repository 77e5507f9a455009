/** A network's round badge: its initials on a hue derived from the name. Decorative. */
export function NetworkAvatar({ name, large }: { name: string; large?: boolean }) {
  let hash = 0
  for (const ch of name) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const size = large ? 56 : 28
  const initials = name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase()
  return (
    <span
      aria-hidden="true"
      style={{
        width: size, height: size, borderRadius: '50%', display: 'inline-grid', placeItems: 'center',
        background: `hsl(${hash % 360} 65% 25%)`, color: '#fff', fontSize: large ? 20 : 12, fontWeight: 700,
      }}
    >
      {initials}
    </span>
  )
}
