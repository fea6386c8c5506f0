/**
 * V8's explicit compile hint: a file that starts with `//# allFunctionsCalledOnLoad` has all its functions
 * compiled eagerly, on the thread that streams the script in, instead of each one lazily on the main thread the
 * first time it is called (Chrome 136 and later; other engines read a comment). Only for files whose functions
 * nearly all run at once: the shell's entry, where the hydration calls most of React, the router and the
 * federation runtime. Without it, /match's trace showed 9–22 ms of main.js compiled on the main thread inside
 * the bundle's evaluation task, 4× that on Lighthouse's phone.
 */
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {string[]} files asset names to mark */
  constructor(files) {
    this.files = new Set(files);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment), before the pre-compressed copies are made.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        (assets) => {
          for (const name of Object.keys(assets))
            if (this.files.has(name))
              compilation.updateAsset(name, (old) => new sources.ConcatSource(HINT, old));
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, HINT };
