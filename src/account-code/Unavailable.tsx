// What a widget shows when code it loads on need (the account code, the paywall's messages call)
// could not load: the same short notice (and data-np-status="error") as a widget whose chunk failed.
import { useEffect } from 'react';
import { setStatus, useWidgetHost } from '../elements/widget-host';
import { useT } from '../i18n/use-t';

export function Unavailable() {
  const t = useT();
  const { element } = useWidgetHost();
  useEffect(() => setStatus(element, 'error'), [element]);
  return (
    <p className="np-fallback" role="status">
      {t('widget.unavailable')}
    </p>
  );
}
