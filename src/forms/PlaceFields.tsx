// Country, province and city selects from code-to-name maps. Province and city are disabled
// unless the country is ES (Spain); a city is offered under its province (INE code prefix). When
// the maps hold no municipality of the chosen province, the city is a free-text field instead, so
// that no reader is stuck with an empty list.
import { useT } from '../i18n/use-t';
import { sortedPlaces, type PlaceMap } from './place-order';
import { SelectField, TextField } from './fields';
import type { Form } from './use-form';

export interface PlaceMaps {
  countries?: PlaceMap;
  provinces?: PlaceMap;
  cities?: PlaceMap;
}

export function PlaceFields({ form, maps, required }: { form: Form; maps: PlaceMaps; required?: boolean }) {
  const t = useT();
  const inSpain = form.values.country === 'ES';
  const province = String(form.values.province ?? '');
  const cities = sortedPlaces(maps.cities).filter(([code]) => province !== '' && code.startsWith(province));
  const country = form.bind('country');
  const provinceField = form.bind('province');
  return (
    <>
      <SelectField
        {...country}
        onChange={(event) => {
          country.onChange(event);
          if (event.target.value !== 'ES') {
            form.setValue('province', '');
            form.setValue('city', '');
          }
        }}
        label={t('field.country')}
        options={sortedPlaces(maps.countries)}
        placeholder={t('forms.select')}
        required={required}
      />
      <SelectField
        {...provinceField}
        onChange={(event) => {
          provinceField.onChange(event);
          form.setValue('city', '');
        }}
        label={t('field.province')}
        options={sortedPlaces(maps.provinces)}
        placeholder={t('forms.select')}
        disabled={!inSpain}
        required={required && inSpain}
      />
      {inSpain && province !== '' && cities.length === 0 ? (
        <TextField {...form.bind('city')} label={t('field.city')} hint={t('field.cityFreeText')} autoComplete="address-level2" required={required} />
      ) : (
        <SelectField {...form.bind('city')} label={t('field.city')} options={cities} placeholder={t('forms.select')} disabled={!inSpain} required={required && inSpain} />
      )}
    </>
  );
}
