export { sideLimitBroken, validateSize, type SizeInput } from './validate-size.ts';
export { parseSizeInput } from './parse-size-input.ts';
export {
  enabledNums,
  findSizeClass,
  itemSizeClass,
  lookupShape,
  lookupSize,
  type ShapeLookup,
  type SizedItem,
} from './lookup-size.ts';
