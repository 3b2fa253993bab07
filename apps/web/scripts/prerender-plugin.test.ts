/** The prerendered page's HTML (scripts/prerender-plugin.ts): what the browser gets before any script. */
import { describe, expect, test } from 'vitest';
import { bootScript, inert, pageHtml, shellLoad } from './prerender-plugin.ts';

const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Payrail</title>
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/app-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/app-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered page', () => {
  test('the form cannot submit before the app runs, and no inline script is left', () => {
    const markup = '<form><button type="submit">Sign in</button></form><script>scrollTo(0,0)</script>';
    expect(inert(markup)).toBe('<form><button type="submit" disabled="">Sign in</button></form>');
  });

  test('the markup goes into #root and the boot script replaces the entry and its preloads', () => {
    const { html, boot } = pageHtml(shell, '<h1>Sign in to Payrail</h1>', '/assets/prerender-boot-x.js');
    expect(html).toContain('<div id="root" data-prerendered=""><h1>Sign in to Payrail</h1></div>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/prerender-boot-x.js"></script>');
    expect(html).not.toContain('main-abc.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-jkl.css">');
    expect(boot).toBe(bootScript('/assets/main-abc.js', ['/assets/react-def.js', '/assets/app-ghi.js']));
  });

  test('the boot script loads the entry after the first paint, at once in a hidden tab', () => {
    const boot = bootScript('/assets/main-abc.js', ['/assets/react-def.js']);
    expect(boot).toContain('import("/assets/main-abc.js")');
    expect(boot).toContain('["/assets/react-def.js"]');
    expect(boot).toContain('requestAnimationFrame(()=>setTimeout(load,0))');
    expect(boot).toContain('if(document.hidden)load()');
  });

  test('an index.html without the empty root is refused', () => {
    expect(() => pageHtml('<div id="app"></div>', '', '')).toThrow(/no <div id="root">/);
  });

  test("a shell's boot script loads the entry with its preloads and the route's chunks, once each", () => {
    const manifest = {
      'index.html': { file: 'assets/main-abc.js', imports: ['_react-def.js'] },
      '_react-def.js': { file: 'assets/react-def.js' },
      '_app-ghi.js': { file: 'assets/app-ghi.js' },
      '_table-x.js': { file: 'assets/table-x.js', imports: ['_react-def.js'] },
      'home?split': { file: 'assets/home-y.js', imports: ['_app-ghi.js', '_table-x.js', 'index.html'] },
      'layout?split': { file: 'assets/route-z.js', imports: ['_table-x.js'] },
    };
    expect(shellLoad(shell, manifest, ['layout?split', 'home?split'])).toEqual({
      entry: '/assets/main-abc.js',
      preloads: [
        '/assets/react-def.js',
        '/assets/app-ghi.js',
        '/assets/route-z.js',
        '/assets/table-x.js',
        '/assets/home-y.js',
      ],
    });
    expect(() => shellLoad(shell, manifest, ['gone?split'])).toThrow(/no chunk gone\?split/);
  });
});
