// The GİB view of our UBL-TR invoices: an XSLT 1.0 stylesheet (our own, not GİB's general.xslt) that renders the
// invoice as a printable HTML page in Turkish, as GİB's portal and the receiver's software show it. It is embedded in
// every UBL-TR invoice (AdditionalDocumentReference, DocumentType XSLT) and gib-view.ts renders the same page on the
// server from the document model (gib-view.test.ts runs this stylesheet with xsltproc and compares the two).
// Kept as a string so the bundled server has it without reading files.
export const GIB_VIEW_XSLT = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:n1="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"
  xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"
  xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"
  exclude-result-prefixes="n1 cac cbc">
  <xsl:output method="html" encoding="UTF-8" indent="no" doctype-system="about:legacy-compat"/>
  <xsl:decimal-format name="tr" decimal-separator="," grouping-separator="."/>

  <xsl:template name="money">
    <xsl:param name="v"/>
    <xsl:value-of select="format-number($v, '#.##0,00', 'tr')"/>
    <xsl:text> </xsl:text>
    <xsl:value-of select="$v/@currencyID"/>
  </xsl:template>

  <xsl:template name="date">
    <xsl:param name="d"/>
    <xsl:value-of select="concat(substring($d, 9, 2), '-', substring($d, 6, 2), '-', substring($d, 1, 4))"/>
  </xsl:template>

  <xsl:template name="unit">
    <xsl:param name="c"/>
    <xsl:choose>
      <xsl:when test="$c = 'C62'">Adet</xsl:when>
      <xsl:when test="$c = 'HUR'">Saat</xsl:when>
      <xsl:when test="$c = 'DAY'">Gün</xsl:when>
      <xsl:when test="$c = 'WEE'">Hafta</xsl:when>
      <xsl:when test="$c = 'MON'">Ay</xsl:when>
      <xsl:when test="$c = 'ANN'">Yıl</xsl:when>
      <xsl:when test="$c = 'KGM'">kg</xsl:when>
      <xsl:when test="$c = 'GRM'">g</xsl:when>
      <xsl:when test="$c = 'LTR'">lt</xsl:when>
      <xsl:when test="$c = 'MTR'">m</xsl:when>
      <xsl:when test="$c = 'MTK'">m²</xsl:when>
      <xsl:when test="$c = 'MTQ'">m³</xsl:when>
      <xsl:when test="$c = 'XPK'">Paket</xsl:when>
      <xsl:when test="$c = 'SET'">Takım</xsl:when>
      <xsl:when test="$c = 'E48'">Hizmet</xsl:when>
      <xsl:otherwise><xsl:value-of select="$c"/></xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template name="party">
    <xsl:param name="p"/>
    <div class="name"><xsl:value-of select="$p/cac:PartyName/cbc:Name"/></div>
    <div><xsl:value-of select="$p/cac:PostalAddress/cbc:StreetName"/></div>
    <div>
      <xsl:value-of select="$p/cac:PostalAddress/cbc:PostalZone"/>
      <xsl:text> </xsl:text>
      <xsl:value-of select="$p/cac:PostalAddress/cbc:CitySubdivisionName"/>
      <xsl:text> / </xsl:text>
      <xsl:value-of select="$p/cac:PostalAddress/cbc:CityName"/>
      <xsl:text> / </xsl:text>
      <xsl:value-of select="$p/cac:PostalAddress/cac:Country/cbc:Name"/>
    </div>
    <xsl:if test="$p/cac:Contact/cbc:Telephone"><div>Tel: <xsl:value-of select="$p/cac:Contact/cbc:Telephone"/></div></xsl:if>
    <xsl:if test="$p/cac:Contact/cbc:ElectronicMail"><div>E-Posta: <xsl:value-of select="$p/cac:Contact/cbc:ElectronicMail"/></div></xsl:if>
    <xsl:if test="$p/cac:PartyTaxScheme/cac:TaxScheme/cbc:Name"><div>Vergi Dairesi: <xsl:value-of select="$p/cac:PartyTaxScheme/cac:TaxScheme/cbc:Name"/></div></xsl:if>
    <xsl:for-each select="$p/cac:PartyIdentification/cbc:ID">
      <div><xsl:value-of select="@schemeID"/>: <xsl:value-of select="."/></div>
    </xsl:for-each>
  </xsl:template>

  <xsl:template match="/">
    <xsl:apply-templates select="n1:Invoice"/>
  </xsl:template>

  <xsl:template match="n1:Invoice">
    <html lang="tr">
      <head>
        <title>
          <xsl:choose><xsl:when test="cbc:ProfileID = 'EARSIVFATURA'">e-Arşiv Fatura </xsl:when><xsl:otherwise>e-Fatura </xsl:otherwise></xsl:choose>
          <xsl:value-of select="cbc:ID"/>
        </title>
        <style>
          body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:11px;color:#111;margin:24px}
          table{border-collapse:collapse}
          .parties{width:100%;margin-bottom:12px}
          .parties td{vertical-align:top;width:50%}
          .name{font-weight:bold;font-size:13px}
          .kind{font-size:18px;font-weight:bold;text-align:right}
          .info th,.info td{border:1px solid #999;padding:2px 6px;text-align:left}
          .lines{width:100%;margin-top:12px}
          .lines th,.lines td{border:1px solid #999;padding:3px 5px}
          .lines th{background:#eee}
          .num{text-align:right;white-space:nowrap}
          .totals{margin:12px 0 0 auto}
          .totals th,.totals td{border:1px solid #999;padding:3px 6px;text-align:right}
          .notes{margin-top:12px}
        </style>
      </head>
      <body>
        <table class="parties">
          <tr>
            <td>
              <xsl:call-template name="party"><xsl:with-param name="p" select="cac:AccountingSupplierParty/cac:Party"/></xsl:call-template>
            </td>
            <td class="kind">
              <xsl:choose><xsl:when test="cbc:ProfileID = 'EARSIVFATURA'">e-ARŞİV FATURA</xsl:when><xsl:otherwise>e-FATURA</xsl:otherwise></xsl:choose>
            </td>
          </tr>
          <tr>
            <td>
              <div class="label">SAYIN</div>
              <xsl:call-template name="party"><xsl:with-param name="p" select="cac:AccountingCustomerParty/cac:Party"/></xsl:call-template>
            </td>
            <td>
              <table class="info">
                <tr><th>Özelleştirme No</th><td><xsl:value-of select="cbc:CustomizationID"/></td></tr>
                <tr><th>Senaryo</th><td><xsl:value-of select="cbc:ProfileID"/></td></tr>
                <tr><th>Fatura Tipi</th><td><xsl:value-of select="cbc:InvoiceTypeCode"/></td></tr>
                <tr><th>Fatura No</th><td><xsl:value-of select="cbc:ID"/></td></tr>
                <tr><th>Fatura Tarihi</th><td><xsl:call-template name="date"><xsl:with-param name="d" select="cbc:IssueDate"/></xsl:call-template><xsl:text> </xsl:text><xsl:value-of select="cbc:IssueTime"/></td></tr>
                <xsl:if test="cac:PaymentMeans/cbc:PaymentDueDate">
                  <tr><th>Son Ödeme Tarihi</th><td><xsl:call-template name="date"><xsl:with-param name="d" select="cac:PaymentMeans/cbc:PaymentDueDate"/></xsl:call-template></td></tr>
                </xsl:if>
                <xsl:if test="cac:OrderReference"><tr><th>Sipariş No</th><td><xsl:value-of select="cac:OrderReference/cbc:ID"/></td></tr></xsl:if>
                <xsl:for-each select="cac:BillingReference/cac:InvoiceDocumentReference">
                  <tr><th>İlgili Fatura</th><td><xsl:value-of select="cbc:ID"/><xsl:text> </xsl:text><xsl:call-template name="date"><xsl:with-param name="d" select="cbc:IssueDate"/></xsl:call-template></td></tr>
                </xsl:for-each>
                <xsl:if test="cac:PricingExchangeRate"><tr><th>Döviz Kuru</th><td><xsl:value-of select="cac:PricingExchangeRate/cbc:SourceCurrencyCode"/> = <xsl:value-of select="format-number(cac:PricingExchangeRate/cbc:CalculationRate, '#.##0,00####', 'tr')"/> TRY</td></tr></xsl:if>
                <xsl:for-each select="cac:AdditionalDocumentReference[cbc:DocumentTypeCode = 'SEND_TYPE']"><tr><th>Gönderim Şekli</th><td><xsl:value-of select="cbc:ID"/></td></tr></xsl:for-each>
              </table>
            </td>
          </tr>
        </table>
        <div class="ettn">ETTN: <xsl:value-of select="cbc:UUID"/></div>
        <table class="lines">
          <thead>
            <tr><th>Sıra No</th><th>Mal Hizmet</th><th>Miktar</th><th>Birim Fiyat</th><th>İskonto Tutarı</th><th>KDV Oranı</th><th>KDV Tutarı</th><th>Diğer Vergiler</th><th>Mal Hizmet Tutarı</th></tr>
          </thead>
          <tbody>
            <xsl:for-each select="cac:InvoiceLine">
              <tr>
                <td class="num"><xsl:value-of select="cbc:ID"/></td>
                <td><xsl:value-of select="cac:Item/cbc:Name"/></td>
                <td class="num"><xsl:value-of select="format-number(cbc:InvoicedQuantity, '#.##0,###', 'tr')"/><xsl:text> </xsl:text><xsl:call-template name="unit"><xsl:with-param name="c" select="cbc:InvoicedQuantity/@unitCode"/></xsl:call-template></td>
                <td class="num"><xsl:value-of select="format-number(cac:Price/cbc:PriceAmount, '#.##0,00##', 'tr')"/><xsl:text> </xsl:text><xsl:value-of select="cac:Price/cbc:PriceAmount/@currencyID"/></td>
                <td class="num"><xsl:if test="cac:AllowanceCharge[cbc:ChargeIndicator = 'false']"><xsl:call-template name="money"><xsl:with-param name="v" select="cac:AllowanceCharge[cbc:ChargeIndicator = 'false']/cbc:Amount"/></xsl:call-template></xsl:if></td>
                <td class="num">%<xsl:value-of select="cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode = '0015']/cbc:Percent"/></td>
                <td class="num"><xsl:call-template name="money"><xsl:with-param name="v" select="cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode = '0015']/cbc:TaxAmount"/></xsl:call-template></td>
                <td>
                  <xsl:for-each select="cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode != '0015']">
                    <div><xsl:value-of select="cac:TaxCategory/cac:TaxScheme/cbc:Name"/> (%<xsl:value-of select="cbc:Percent"/>): <xsl:call-template name="money"><xsl:with-param name="v" select="cbc:TaxAmount"/></xsl:call-template></div>
                  </xsl:for-each>
                  <xsl:for-each select="cac:WithholdingTaxTotal/cac:TaxSubtotal">
                    <div>KDV Tevkifatı <xsl:value-of select="cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode"/> (%<xsl:value-of select="cbc:Percent"/>): <xsl:call-template name="money"><xsl:with-param name="v" select="cbc:TaxAmount"/></xsl:call-template></div>
                  </xsl:for-each>
                </td>
                <td class="num"><xsl:call-template name="money"><xsl:with-param name="v" select="cbc:LineExtensionAmount"/></xsl:call-template></td>
              </tr>
            </xsl:for-each>
          </tbody>
        </table>
        <table class="totals">
          <tr><th>Mal Hizmet Toplam Tutarı</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cac:LegalMonetaryTotal/cbc:LineExtensionAmount"/></xsl:call-template></td></tr>
          <tr><th>Toplam İskonto</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cac:LegalMonetaryTotal/cbc:AllowanceTotalAmount"/></xsl:call-template></td></tr>
          <xsl:for-each select="cac:AllowanceCharge[cbc:ChargeIndicator = 'true']">
            <tr><th><xsl:value-of select="cbc:AllowanceChargeReason"/></th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cbc:Amount"/></xsl:call-template></td></tr>
          </xsl:for-each>
          <xsl:for-each select="cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode != '0003']">
            <tr><th>Hesaplanan <xsl:value-of select="cac:TaxCategory/cac:TaxScheme/cbc:Name"/> (%<xsl:value-of select="cbc:Percent"/>)</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cbc:TaxAmount"/></xsl:call-template></td></tr>
          </xsl:for-each>
          <tr><th>Vergiler Dahil Toplam Tutar</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount"/></xsl:call-template></td></tr>
          <xsl:for-each select="cac:WithholdingTaxTotal/cac:TaxSubtotal">
            <tr><th>KDV Tevkifatı <xsl:value-of select="cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode"/> (%<xsl:value-of select="cbc:Percent"/>)</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cbc:TaxAmount"/></xsl:call-template></td></tr>
          </xsl:for-each>
          <xsl:for-each select="cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:TaxTypeCode = '0003']">
            <tr><th>Gelir Vergisi Stopajı (%<xsl:value-of select="cbc:Percent"/>)</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cbc:TaxAmount"/></xsl:call-template></td></tr>
          </xsl:for-each>
          <xsl:if test="cac:LegalMonetaryTotal/cbc:PrepaidAmount">
            <tr><th>Ön Ödeme</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cac:LegalMonetaryTotal/cbc:PrepaidAmount"/></xsl:call-template></td></tr>
          </xsl:if>
          <tr class="payable"><th>Ödenecek Tutar</th><td><xsl:call-template name="money"><xsl:with-param name="v" select="cac:LegalMonetaryTotal/cbc:PayableAmount"/></xsl:call-template></td></tr>
          <xsl:if test="cac:PricingExchangeRate">
            <tr><th>Ödenecek Tutar (TRY)</th><td><xsl:value-of select="format-number(cac:LegalMonetaryTotal/cbc:PayableAmount * cac:PricingExchangeRate/cbc:CalculationRate, '#.##0,00', 'tr')"/> TRY</td></tr>
          </xsl:if>
        </table>
        <div class="notes">
          <xsl:for-each select="cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory[cbc:TaxExemptionReasonCode]">
            <p>Vergi İstisna Muafiyet Sebebi: <xsl:value-of select="cbc:TaxExemptionReasonCode"/> - <xsl:value-of select="cbc:TaxExemptionReason"/></p>
          </xsl:for-each>
          <xsl:for-each select="cbc:Note"><p>Not: <xsl:value-of select="."/></p></xsl:for-each>
          <xsl:for-each select="cac:PaymentMeans/cac:PayeeFinancialAccount"><p>IBAN: <xsl:value-of select="cbc:ID"/></p></xsl:for-each>
          <xsl:for-each select="cac:PaymentTerms/cbc:Note"><p>Ödeme Koşulları: <xsl:value-of select="."/></p></xsl:for-each>
        </div>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
