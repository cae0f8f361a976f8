/** The goods console's words (issue 14), written once; the server uses a few of them too. */
export const GoodsText = {
  /** The one spec a seeded goods reads as: its SKU names are that spec's values. */
  defaultSpecName: '规格',
  /** The stock ledger's reason for a new SKU's first stock. */
  initialStockReason: '新建 SKU 初始库存',
} as const;
