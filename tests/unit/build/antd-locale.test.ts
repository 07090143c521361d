// The build's stand-in for antd-mobile's default locale (scripts/antd-locale.ts): put in where the
// config provider imports it, and a build whose antd-mobile imports it otherwise fails.
import { describe, expect, it } from 'vitest';
import { antdLocale } from '../../../scripts/antd-locale';

const provider = '/app/node_modules/antd-mobile/es/components/config-provider/config-provider.js';
type Hooks = {
  buildStart(): void;
  resolveId(source: string, importer?: string): string | null;
  generateBundle(this: { getModuleIds(): string[]; error(message: string): never }): void;
};

function build(modules: string[], resolve: [source: string, importer: string][]) {
  const plugin = antdLocale('/app').app as unknown as Hooks;
  plugin.buildStart();
  const resolved = resolve.map(([source, importer]) => plugin.resolveId(source, importer));
  const context = { getModuleIds: () => modules, error: (message: string): never => { throw new Error(message); } };
  return { resolved, end: () => plugin.generateBundle.call(context) };
}

describe('antdLocale', () => {
  it("puts the app's stand-in where the config provider imports its default locale, and nowhere else", () => {
    const { resolved, end } = build([provider], [['../../locales/zh-CN', provider], ['../../locales/zh-CN', '/app/src/x.ts']]);
    expect(resolved).toEqual(['/app/src/lib/shims/antd-locale.ts', null]);
    expect(end).not.toThrow();
  });

  it('fails a build whose config provider no longer imports it so (Chinese texts would ship to every language)', () => {
    expect(build([provider], [['../../locales/zh-cn/index', provider]]).end).toThrow(/no longer imports/);
  });

  it('lets a build without antd-mobile pass (the bench\'s bare page)', () => {
    expect(build(['/app/node_modules/react/index.js'], []).end).not.toThrow();
  });
});
