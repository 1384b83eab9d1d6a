import { dataCustomsPart } from './data-customs';
import { dataPricesPart } from './data-prices';
import { dataSecuritiesPart } from './data-securities';
import { dataUnapprovedPart } from './data-unapproved';

/** The Data area's demo parts, each on its own random stream; prices read the live hog series, so securities come first. */
export const DATA_DEMO_PARTS = [dataSecuritiesPart, dataPricesPart, dataCustomsPart, dataUnapprovedPart];
