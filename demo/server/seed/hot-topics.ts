// The hot topics strip: site searches, a section, and one link that opens elsewhere.
import type { HotTopic } from '../../../src/api/hot-topic';

export function generateHotTopics(): HotTopic[] {
  const topic = (id: string, text: string, href: string, rel = '', target = ''): HotTopic => ({ link: { id, href, rel, target, text } });
  return [
    topic('6001', 'Presupuestos', '/buscar?searchText=presupuestos'),
    topic('6002', 'Temporal', '/buscar?searchText=temporal'),
    topic('6003', 'Fiestas mayores', '/agenda/'),
    topic('6004', 'Elecciones', '/buscar?searchText=elecciones'),
    topic('6005', 'Tráfico', '/buscar?searchText=tr%C3%A1fico'),
    topic('6006', 'Previsión meteorológica', 'https://www.aemet.es/', 'noopener noreferrer external', '_blank'),
  ];
}
