// A product's weight as the seller typed it ("500 g", "1 kg", "6 pcs") in the units ONDC
// retail allows for `quantity.unitized.measure` (unit, dozen, gram, kilogram, tonne,
// litre, millilitre); anything else is one unit.

const UNITS: Readonly<Record<string, string>> = {
  g: 'gram',
  gm: 'gram',
  gms: 'gram',
  gram: 'gram',
  grams: 'gram',
  kg: 'kilogram',
  kgs: 'kilogram',
  kilogram: 'kilogram',
  ml: 'millilitre',
  millilitre: 'millilitre',
  l: 'litre',
  ltr: 'litre',
  litre: 'litre',
  liter: 'litre',
  dozen: 'dozen',
  pc: 'unit',
  pcs: 'unit',
  piece: 'unit',
  pieces: 'unit',
  unit: 'unit',
  units: 'unit',
};

const WEIGHT = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)\.?\s*$/i;

export function unitizedMeasure(weight: string | undefined): { unit: string; value: string } {
  const match = WEIGHT.exec(weight ?? '');
  const unit = match ? UNITS[(match[2] ?? '').toLowerCase()] : undefined;
  if (!match || !unit) return { unit: 'unit', value: '1' };
  return { unit, value: String(Number(match[1])) };
}
