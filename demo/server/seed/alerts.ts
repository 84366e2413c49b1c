// Alerts for the alert banner.
import type { Alert } from '../../../src/api/alert';
import { imageUrl } from './images';

export function generateAlerts(): Alert[] {
  const alert = (id: string, title: string, text: string, href: string): Alert => ({
    id,
    title,
    text,
    image: { url: imageUrl(`alert-${id}`, '1-1', 210), alt: '' },
    link: { href, rel: 'noopener', target: '_self', title },
  });
  return [
    alert('5001', 'Última hora', 'Aviso amarillo por lluvias en el litoral durante la tarde.', '/noticia/1001'),
    alert('5002', 'Tráfico', 'Cortada la avenida del puerto por obras hasta las 18:00.', '/noticia/1002'),
    alert('5003', 'Directo', 'Sigue el pleno municipal en nuestra señal en directo.', '/noticia/1003'),
  ];
}
