// Draws the demo's pictures into apps/server/seed-pictures (by the hash of their drawing) and
// removes the ones no drawing uses any more: run it after changing a picture in the seed.
import { keepSeedPictures } from '../apps/server/src/seed/pictures.ts';
import { allPictureSpecs } from '../apps/server/src/seed/seed.ts';

const { written, removed } = await keepSeedPictures(allPictureSpecs());
console.log(`seed pictures: ${written} drawn, ${removed} removed`);
