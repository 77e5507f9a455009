/**
 * Checks the built docs site (docs/.vitepress/dist, after `vitepress build docs`) for internal
 * links whose `#anchor` does not resolve. VitePress already fails its build on a link to a page
 * that does not exist, but not on a missing anchor: this reads every built page's element ids and
 * every internal `href` (relative or root-relative, with or without `.html`) in the page's own
 * content, and fails naming the source page and the link. Part of `npm run docs:build`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'docs', '.vitepress', 'dist')

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path)
    return entry.name.endsWith('.html') ? [path] : []
  })
}

/** The site path of a built file: `guides/sign-in.html` → `/guides/sign-in`, `index.html` → `/`. */
function sitePath(file: string): string {
  const path = `/${relative(dist, file).split('\\').join('/')}`.replace(/\.html$/, '')
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path
}

/** A link's target page in the same form as {@link sitePath}. */
function targetPath(from: string, href: string): string {
  const base = from.endsWith('/') ? from : posix.dirname(from)
  let path = href.startsWith('/') ? href : posix.join(base, href)
  path = path.replace(/\.html$/, '').replace(/\.md$/, '')
  if (path.endsWith('/index')) path = path.slice(0, -'index'.length)
  return path === '' ? '/' : path
}

/** The Markdown page a site path was built from: `/guides/sign-in` → `docs/guides/sign-in.md`. */
function sourceOf(path: string): string {
  return `docs${path.endsWith('/') ? `${path}index` : path}.md`
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

const pages = new Map<string, { file: string; html: string; ids: Set<string> }>()
for (const file of htmlFiles(dist)) {
  const html = readFileSync(file, 'utf8')
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)))
  pages.set(sitePath(file), { file, html, ids })
}

const broken: string[] = []
let checked = 0
for (const [path, page] of pages) {
  // Only the page's own content: the theme's navigation and sidebar are the same on every page.
  const main = page.html.match(/<main[\s\S]*<\/main>/)?.[0] ?? ''
  for (const [, raw] of main.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
    const href = decode(raw!)
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue // another site, mailto:, …
    const hash = href.indexOf('#')
    if (hash < 0) continue // pages without an anchor: VitePress has checked them
    const anchor = decodeURIComponent(href.slice(hash + 1))
    const target = hash === 0 ? path : targetPath(path, href.slice(0, hash))
    checked++
    const targetPage = pages.get(target)
    const source = sourceOf(path)
    if (!targetPage) broken.push(`${source}: ${href} (no page ${target})`)
    else if (anchor && !targetPage.ids.has(anchor)) broken.push(`${source}: ${href} (no #${anchor} in ${target})`)
  }
}

if (broken.length) {
  console.error(`check-doc-anchors: ${broken.length} internal link(s) with an anchor that does not resolve:`)
  for (const line of broken) console.error(`  ${line}`)
  process.exit(1)
}
console.log(`check-doc-anchors: ${checked} internal links with an anchor, all resolve (${pages.size} pages)`)
