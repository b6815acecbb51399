// `node --expose-gc bench/planner/load.cjs <packages|pack> [pack folder]`: one fresh process's cost
// of the data every plan needs, as the apps pay it at start-up: the gazetteer with every index
// built and the lands as bridges, channels and ferry ports join them, either built from the
// packages or read from the packs the planner's build writes (libs/planner/src/packs). Prints
// one JSON line: CPU milliseconds and the heap the data holds. run.cjs runs it both ways, side by
// side.
require('./ts-register.cjs');

const [source, packDir] = process.argv.slice(2);
// Compile the sources first so the figure is the data, not the TypeScript transform.
const { Gazetteer, GAZETTEER_PACK } = require('../../libs/planner/src/gazetteer/gazetteer.ts');
const {
  Landmasses,
  LANDMASSES_PACK,
  defaultOutlines,
} = require('../../libs/planner/src/reach/landmasses.ts');
const { ferryPorts } = require('../../libs/planner/src/reach/reachability.ts');
const { readPack } = require('../../libs/planner/src/packs/packs.ts');

const gc = globalThis.gc ?? (() => undefined);
gc();
const heapBefore = process.memoryUsage().heapUsed;
const cpuBefore = process.cpuUsage();
let gazetteer;
let landmasses;
if (source === 'pack') {
  gazetteer = Gazetteer.fromPack(readPack(GAZETTEER_PACK, packDir));
  landmasses = new Landmasses(defaultOutlines(), ferryPorts(), readPack(LANDMASSES_PACK, packDir));
} else {
  gazetteer = Gazetteer.fromPackages();
  // Every index, as a first plan builds them.
  gazetteer.toPack();
  landmasses = new Landmasses(defaultOutlines(), ferryPorts());
}
const cpu = process.cpuUsage(cpuBefore);
gc();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
if (gazetteer.byAlternateName('firenze').length === 0 || landmasses.landOf({ lat: 0, lng: 0 }))
  throw new Error('the data is not what a plan needs');
console.log(JSON.stringify({ source, cpuMs: (cpu.user + cpu.system) / 1000, heapMb }));
