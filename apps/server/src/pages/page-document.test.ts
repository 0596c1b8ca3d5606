import { describe, expect, it } from 'vitest';
import { type BuildManifest, screenAssets } from './page-document';

/**
 * A screen importing a widget and React, the widget importing React too, and a second screen
 * sharing the widget: the shape the browser's build has.
 */
const manifest: BuildManifest = {
  'src/routes/movie.tsx': {
    file: 'assets/movie.js',
    imports: ['_widget.js', '_react.js'],
    css: ['assets/movie.css'],
  },
  '_widget.js': { file: 'assets/widget.js', imports: ['_react.js'], css: ['assets/widget.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/routes/level.tsx': { file: 'assets/level.js', imports: ['_widget.js'] },
};

describe('screenAssets', () => {
  it('lists every chunk a screen needs once, each after the chunks it imports, so that they can run one at a time', () => {
    const { scripts } = screenAssets(manifest, ['src/routes/movie.tsx', 'src/routes/level.tsx']);
    expect(scripts).toEqual(['assets/react.js', 'assets/widget.js', 'assets/movie.js', 'assets/level.js']);
  });

  it("lists the screens' style sheets, and nothing for a module the build does not have", () => {
    expect(screenAssets(manifest, ['src/routes/movie.tsx']).stylesheets).toEqual([
      'assets/movie.css',
      'assets/widget.css',
    ]);
    expect(screenAssets(manifest, ['src/routes/gone.tsx'])).toEqual({ scripts: [], stylesheets: [] });
  });
});
