// @ts-check
/**
 * The compiled portal with the benchmark's plugin (bench/core-find) declared, without touching
 * the portal's configuration: a private folder that points at every entry of the compiled folder,
 * whose config/plugins.js adds `bench-core-find` (resolve: its folder) to the portal's own plugin
 * configuration. Strapi reads plugin declarations only from <dist>/config/plugins.js, and config
 * files must be files (not links), hence one small re-exporting file per configuration file.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const PLUGIN_NAME = 'bench-core-find';
const PLUGIN_DIR = path.join(__dirname, 'core-find');

/**
 * Builds the folder (under `parentDir`, else the system's temporary folder); returns it and a
 * cleanup that removes it (the compiled folder is left as it is).
 */
function distWithCoreFind(compiledDir, parentDir = os.tmpdir()) {
  const distDir = path.resolve(compiledDir); // links and requires need it absolute
  const overlay = fs.mkdtempSync(path.join(parentDir, 'hearth-bench-dist-'));
  for (const entry of fs.readdirSync(distDir)) {
    if (entry !== 'config') fs.symlinkSync(path.join(distDir, entry), path.join(overlay, entry));
  }
  fs.mkdirSync(path.join(overlay, 'config'));
  for (const file of fs.readdirSync(path.join(distDir, 'config'))) {
    if (!file.endsWith('.js')) continue;
    const original = JSON.stringify(path.join(distDir, 'config', file));
    const text =
      file === 'plugins.js'
        ? [
            `const portal = require(${original});`,
            'const plugins = portal.default ?? portal;',
            'module.exports = (params) => ({',
            "  ...(typeof plugins === 'function' ? plugins(params) : plugins),",
            `  ${JSON.stringify(PLUGIN_NAME)}: { enabled: true, resolve: ${JSON.stringify(PLUGIN_DIR)} },`,
            '});',
          ].join('\n')
        : `module.exports = require(${original});`;
    fs.writeFileSync(path.join(overlay, 'config', file), `${text}\n`);
  }
  return { distDir: overlay, cleanup: () => fs.rmSync(overlay, { recursive: true, force: true }) };
}

module.exports = { distWithCoreFind };
