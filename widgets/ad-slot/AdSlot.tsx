import { useEffect, useId, useLayoutEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { useWidgetHost } from '../../src/elements/widget-host';
import type { NpState } from '../../src/store';
import { displayAd } from './ad-serving';
import { formatSizes, readAdPosition, reservedHeight } from './ad-position';
import './ad-slot.css';

export interface AdSlotProps {
  position?: unknown;
}

export function AdSlot({ position: rawPosition }: AdSlotProps) {
  const { element, t, tag } = useWidgetHost();
  const preview = useSelector((state: NpState) => state.site.preview);
  const windowWidth = useSelector((state: NpState) => state.site.windowWidth) || window.innerWidth;
  const { position, problems } = useMemo(() => readAdPosition(rawPosition), [rawPosition]);
  const fallbackId = useId();
  const containerId = `np-ad-${(position.id || fallbackId).replace(/[^\w-]/g, '')}`;
  const height = reservedHeight(position, windowWidth);

  useEffect(() => {
    if (problems.length) console.warn(`np: <${tag}> has an invalid Ad position: ${problems.join('; ')}`);
  }, [problems, tag]);

  // The reserved height stays on the element itself, so the page never shifts around the ad.
  useLayoutEffect(() => {
    element.style.minHeight = height > 0 ? `${height}px` : '';
  }, [element, height]);

  useEffect(() => (preview ? undefined : displayAd(position, containerId)), [preview, position, containerId]);

  // A note, not a landmark: a page holds many slots, and landmarks must be unique.
  if (preview) {
    return (
      <div className="np-ad-slot np-ad-slot--placeholder" role="note" aria-label={t('ad.label')}>
        <p className="np-ad-slot__name">{t('ad.placeholder', { name: position.name || position.code || position.id })}</p>
        <p>{t('ad.sizes', { sizes: formatSizes(position.sizes) || '—' })}</p>
        <p>{t('ad.reserved', { desktop: position.minimumReservedHeightDesktop, mobile: position.minimumReservedHeightMobile })}</p>
      </div>
    );
  }
  return (
    <div className="np-ad-slot" role="note" aria-label={t('ad.label')}>
      <div id={containerId} className="np-ad-slot__container" data-ad-unit={position.adUnitCode} />
    </div>
  );
}
