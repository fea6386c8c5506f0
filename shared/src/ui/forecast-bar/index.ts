export { ForecastBar, barParts, barText, wholePercents } from './forecast-bar';
export type { BarPart, ForecastBarProps } from './forecast-bar';
