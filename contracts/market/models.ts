import { z } from 'zod';
import { int } from '../core/numbers';
import { verifiedBadgeSchema } from '../companies/badge';

/** What the market calls answer (§3 entities), in the spec's field names. */

const goodsTypeEntry = z.object({ dicDetailCode: z.string(), dicDetailEnName: z.string(), dicDetailName: z.string() });

export const companyCardSchema = z.object({
  id: int(),
  companyCode: z.string(),
  plantName: z.string(),
  plantNo: z.string(),
  cpLogo: z.string(),
  companyLabel: z.string(),
  companyType: z.string(),
  companyAlias: z.string(),
  promoteFlag: int(),
  countryCode: z.string(),
  countryName: z.string(),
  accessType: z.string(),
  goodsTypeList: z.array(z.string()),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

/** Factory info (§3): one plant of a company with what it makes. */
export const factoryInfoSchema = z.object({
  plantNo: z.string(),
  plantName: z.string(),
  status: int(),
  goodsTypeList: z.array(z.string()),
  address: z.string(),
  way: z.string(),
  goodsList: z.array(z.object({ goodsName: z.string() })),
  accessType: z.string(),
  countryCode: z.string(),
});

export const companyDetailSchema = companyCardSchema.extend({
  /** The company's name in both languages, whatever lang asks (plantName is the asked one); '' when none is recorded. */
  plantNameEn: z.string(),
  plantNameZh: z.string(),
  realViews: int(),
  introduction: z.string(),
  address: z.string(),
  website: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  videoUrl: z.string(),
  factoryInfoList: z.array(factoryInfoSchema),
  subStatus: int(),
  subId: int().nullable(),
  /** The company's verified account on the portal as of now (docs/companies.md): its badge, or null when none. */
  verified: verifiedBadgeSchema.nullable(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

export const plantRowSchema = z.object({
  companyLogo: z.string(),
  plantName: z.string(),
  plantNo: z.string(),
  productMode: z.string(),
  status: int(),
  factoryAccessType: z.string(),
  factoryCountryCode: z.string(),
  countryName: z.string(),
  goodsTypeList: z.array(z.string()),
});
export type PlantRow = z.infer<typeof plantRowSchema>;

export const registrationSchema = z.object({
  id: int(),
  goodsType: z.string(),
  /** The goods type's code (goodsType is its name), for the eligibility check's link. */
  goodsTypeCode: z.string(),
  chinaRegisterCode: z.string(),
  registerDate: z.string().nullable(),
  registerExpireDate: z.string().nullable(),
  status: int(),
});

export const plantDetailSchema = z.object({
  plantNo: z.string(),
  plantName: z.string(),
  /** The plant's and its company's names in both languages, whatever lang asks; '' when none is recorded. */
  plantNameEn: z.string(),
  plantNameZh: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  accessType: z.string(),
  address: z.string(),
  activities: z.string(),
  productMode: z.string(),
  status: int(),
  companyCode: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  companyNameZh: z.string(),
  companyLogo: z.string(),
  goodsTypeList: z.array(z.string()),
  overseasRegistrationInfo: z.array(registrationSchema),
  /** When the plant's record last changed (registrations, status). */
  updateDate: z.string(),
  subStatus: int(),
  subId: int().nullable(),
  likePointStatus: int(),
  likePointId: int().nullable(),
  pointCount: int(),
  pointCountDisplay: z.string(),
});
export type PlantDetail = z.infer<typeof plantDetailSchema>;

export const approvalEventSchema = z.object({
  id: int(),
  sourceDate: z.string(),
  recordType: z.string(),
  recordTypeName: z.string(),
  enContent: z.string(),
  source: z.string().describe("What recorded it: 'import' (an establishment list), 'notice' (a GACC update), 'admin', 'demo'"),
  sourceName: z.string().describe("The list's file name or the notice's infoCode; '' for the others"),
  sourceLink: z.string().nullable().describe('The GACC update that made the change (its page), when a notice did'),
});
export type ApprovalEvent = z.infer<typeof approvalEventSchema>;

export const productRowSchema = z.object({
  enGoodsName: z.string(),
  goodsName: z.string(),
  goodsType: z.string(),
  goodsTypeName: z.string(),
  categoryName: z.string(),
  enCountryName: z.string(),
  countryCode: z.string(),
  /** The plants' Reg.No.s joined by a Chinese enumeration comma (、). */
  plantNo: z.string(),
  /** How many plants may ship it (plantNo lists the first ten). */
  plantCount: int(),
  accessType: z.string(),
  goodsCode: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/** A plant entry on a product detail (§3 'Plant/factory entry on product detail'). */
export const factoryStatusSchema = z.object({
  plantNo: z.string(),
  plantName: z.string(),
  countryCode: z.string(),
  accessType: z.string(),
  status: int(),
  way: z.string(),
});
export type FactoryStatus = z.infer<typeof factoryStatusSchema>;

export const productDetailSchema = z.object({
  enGoodsName: z.string(),
  goodsName: z.string(),
  goodsType: z.string(),
  goodsTypeName: z.string(),
  enCountryName: z.string(),
  countryCode: z.string(),
  accessType: z.string(),
  goodsCode: z.string(),
  categoryName: z.string(),
  /** The first page of plants (20); 'product-goods factory list' pages through all of them. */
  factoryStatusList: z.array(factoryStatusSchema),
  factoryTotal: int(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const suspensionRowSchema = z.object({
  id: int(),
  dicDetailName: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  plantNo: z.string(),
  plantName: z.string(),
  accessType: z.string(),
  suspendDate: z.string(),
  reason: z.string(),
});
export type SuspensionRow = z.infer<typeof suspensionRowSchema>;

export const animalDiseaseRowSchema = z.object({
  id: int(),
  areaName: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  accessType: z.string(),
  plagueName: z.string(),
  plagueNameAlias: z.string(),
  plagueContent: z.string(),
  plagueContentAlias: z.string(),
  banDate: z.string(),
});
export type AnimalDiseaseRow = z.infer<typeof animalDiseaseRowSchema>;

export const plagueCountrySchema = z.object({ countryCode: z.string(), countryName: z.string() });

export const consigneeRowSchema = z.object({
  id: int(),
  credentialId: z.string(),
  enName: z.string(),
  companyName: z.string(),
  customCode: z.string(),
  customNameAlias: z.string(),
  recordNum: z.string(),
});
export type ConsigneeRow = z.infer<typeof consigneeRowSchema>;

export const customsPortSchema = z.object({ customCode: z.string(), customName: z.string(), customNameAlias: z.string() });
export type CustomsPort = z.infer<typeof customsPortSchema>;
export { goodsTypeEntry };
export type GoodsTypeEntry = z.infer<typeof goodsTypeEntry>;
