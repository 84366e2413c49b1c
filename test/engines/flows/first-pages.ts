import { layoutShifts } from '../support/stability';
import type { Flow } from './flow';

/**
 * The search page and the programme index paint a first page the server rendered inside the widget
 * (a result, a programme): the probe saw that item in the widget's first frame and once the widget
 * was ready, at the same place inside it.
 */
export const firstPages: Flow = {
  name: 'the searcher and the programme index take over their server first page without moving its first item',
  async run(ui) {
    for (const [path, tag] of [['/buscar/?searchText=gobierno', 'np-searcher'], ['/programas/', 'np-programme-index']] as const) {
      await ui.open('diario', path, tag);
      const probe = await ui.probe();
      const record = probe.records.find((each) => each.tag === tag);
      if (!record?.firstItem || !record.readyItem) {
        const context = [`ready frame: ${record?.readyContent ?? 'not seen'}`, `now: ${record?.status ?? 'gone'}`, ...probe.errors, ...probe.warnings.map((warning) => `warned: ${warning}`)];
        throw new Error(`${path}: the probe saw no first item in ${tag} (first frame ${JSON.stringify(record?.firstItem)}, ready ${JSON.stringify(record?.readyItem)}); ${context.join('; ')}`);
      }
      const moved = layoutShifts(probe).filter((shift) => shift.startsWith(`${tag}: its first item`));
      if (moved.length) throw new Error(`${path}: ${moved.join('; ')}`);
    }
  },
};
