// Starter content of the public blog and help centre, in Turkish and English (seed 000 §2–§3).
// Bodies are plain text: paragraphs separated by a blank line, '## ' starts a heading, '- ' a bullet.
// Slugs are shared by both languages; the site seed stores one article row per language.

export type StarterArticle = {
  kind: 'blog' | 'help';
  /** kebab-case, ascii, the same for both languages */
  slug: string;
  /** blog: product | email-marketing | crm | invoicing | automation | company; help: getting-started | campaigns | crm | analytics | billing | security | integrations */
  category: string;
  author: string;
  /** minutes */
  readTime: number;
  /** exactly one blog post is featured */
  featured: boolean;
  /** ISO date */
  publishedAt: string;
  tr: { title: string; excerpt: string; body: string };
  en: { title: string; excerpt: string; body: string };
};

const AUTHOR = 'Ulak Team';

export const STARTER_ARTICLES: readonly StarterArticle[] = [
  // ───────────────────────────── Blog ─────────────────────────────
  {
    kind: 'blog',
    slug: 'introducing-ulak',
    category: 'company',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-01-13T09:00:00.000Z',
    tr: {
      title: `Merhaba, biz Ulak: e-posta pazarlaması, CRM ve faturalama tek çatı altında`,
      excerpt: `Pek çok ekibin ayrı araçlarla yürüttüğü üç işi neden tek bir platformda topladığımızı ve ilk günden neler sunduğumuzu anlatıyoruz.`,
      body: `Ulak, eski Türkçede haber ve mektup taşıyan kişinin adıydı: Bir kasabadan ötekine haberi götüren, cevabı da geri getiren ulaktı. Mesajınızı doğru kişiye ulaştırmak, sonra o ilişkiyi takip edip işi tahsilata kadar götürmek için kurduğumuz ürüne bundan daha uygun bir isim bulamadık.

## Neden tek platform?

Birçok işletmede bülten bir araçtan gönderilir, potansiyel müşteriler bir tabloda ya da ayrı bir CRM'de tutulur, faturalar ise bambaşka bir programda kesilir. Aynı müşteri üç ayrı yerde, üç farklı yazımla kayıtlıdır. Kampanyaya kimin tıkladığını satış ekibi geç öğrenir; ödemesi geciken müşteriye de indirim e-postası gitmeye devam eder. Ulak'ta kişi kaydı tektir: E-posta etkileşimleri, açık satış fırsatları ve faturalar aynı kişinin geçmişinde yan yana durur.

## İlk günden neler var?

- Gerçekten SMTP üzerinden gönderim yapan kampanyalar; birden fazla sunucu arasında rotasyon, spam kontrolü ve tek tıkla abonelikten çıkma
- Sürükle-bırak MJML editörüyle hazırlanan şablonlar ve {{ contact.first_name }} gibi Liquid etiketleriyle kişiselleştirme
- Kişiler, listeler, segmentler, CSV ile içe aktarma ve çift onaylı kayıt (double opt-in)
- Potansiyel müşteriler, aşamalı bir satış hunisi ve müşteri adayı puanlama
- PDF ve EN 16931 uyumlu UBL XML olarak oluşturulan faturalar, ödeme hatırlatmaları
- Tetikleyiciler ve eylemlerden oluşan otomasyon akışları
- Kendi çalışma alanınızdaki kayıtlardan hesaplanan analizler

## Nasıl çalışıyoruz?

Ekranda gördüğünüz her rakam sizin verinizden hesaplanır. Yeni açılmış bir çalışma alanında, uydurma rakamlarla dolu şık grafikler yerine sizi bir sonraki adıma yönlendiren sade boş ekranlar görürsünüz. Arayüzün Türkçesine de İngilizcesine de aynı özeni gösteriyoruz; fiyatları on farklı para biriminde görebilirsiniz. Şifreler argon2id ile saklanır ve açık oturumlarınızı dilediğiniz an sonlandırabilirsiniz.

## Nasıl başlarsınız?

Ücretsiz plan, ayda 500 e-posta gönderim hakkıyla kayıt olduğunuz anda kullanıma hazırdır. Ücretli planları kredi kartı bilgisi vermeden 14 gün boyunca deneyebilirsiniz. Hesabınızı açın, şirket bilgilerinizi girin, ilk listenizi içe aktarın ve ilk kampanyanızı gönderin. Takıldığınız bir yer olursa yardım merkezimiz ve canlı destek ekibimiz yanınızda.`,
    },
    en: {
      title: `Meet Ulak: email marketing, CRM and invoicing under one roof`,
      excerpt: `Why we put the three jobs most teams spread across separate tools into a single platform, and what you can do with it from day one.`,
      body: `In old Turkish, an ulak was a courier: the rider who carried a message from one town to the next and brought the reply back. We couldn't think of a better name for a product whose job is to get your message to the right person, then help you follow the conversation all the way to a paid invoice.

## Why one platform?

In many businesses the newsletter goes out from one tool, prospects live in a spreadsheet or a separate CRM, and invoices are issued somewhere else entirely. The same customer ends up typed in three times, spelled three slightly different ways. Sales hears late about who clicked the campaign, and the customer whose payment is overdue keeps getting discount emails. In Ulak there is one contact record: email engagement, open deals and invoices sit side by side in the same history.

## What's there on day one

- Campaigns that really send over SMTP, with rotation across several servers, a spam check and one-click unsubscribe
- Templates built in a drag-and-drop MJML editor and personalised with Liquid tags such as {{ contact.first_name }}
- Contacts, lists, segments, CSV import and double opt-in
- Leads, a staged sales pipeline and lead scoring
- Invoices as PDF and as EN 16931 UBL XML, with payment reminders
- Automation workflows built from triggers and actions
- Analytics calculated from the records in your own workspace

## How we build it

Every number on screen comes from your own data. A brand-new workspace shows plain, helpful empty states that point you to the next step, not pretty charts full of made-up figures. Turkish and English get the same care, and prices can be shown in ten currencies. Passwords are hashed with argon2id, and you can end your active sessions whenever you like.

## Getting started

The free plan gives you 500 emails a month and is ready the moment you sign up. Paid plans come with a 14-day trial, no credit card required. Create your account, fill in your company details, import your first list and send your first campaign. If you get stuck, the help centre and our live chat team are there for you.`,
    },
  },
  {
    kind: 'blog',
    slug: 'email-deliverability-basics',
    category: 'email-marketing',
    author: AUTHOR,
    readTime: 3,
    featured: true,
    publishedAt: '2026-02-10T09:00:00.000Z',
    tr: {
      title: `Teslim edilebilirliğin temelleri: SPF, DKIM, DMARC, tek tıkla abonelikten çıkma ve liste hijyeni`,
      excerpt: `En iyi yazılmış e-posta bile spam klasöründe kaybolur. Kampanyalarınızı gelen kutusunda tutan teknik ayarları ve günlük alışkanlıkları derledik.`,
      body: `E-posta sağlayıcıları mesajınızı nereye koyacaklarına karar verirken iki soru sorar: Bu mesajın gerçekten sizden geldiğini doğrulayabiliyorlar mı ve kullanıcıları bu mesajı gerçekten istiyor mu? Aşağıdaki her adım bu iki sorudan birine cevap verir.

## Alan adınızı doğrulayın

- SPF, alan adınız adına e-posta göndermeye yetkili sunucuları listeleyen bir DNS kaydıdır. Ulak'a eklediğiniz her SMTP sunucusunu bu kayda ekleyin ve kaydın en fazla on DNS sorgusu gerektirmesine dikkat edin.
- DKIM, her mesaja kriptografik bir imza ekler. Alıcı sunucu bu imzayı DNS'inizde yayımlanan açık anahtarla karşılaştırır ve içeriğin yolda değişmediğinden emin olur. Ulak, her gönderim alan adı için ayrı bir DKIM anahtarıyla imzalama yapabilir.
- DMARC ikisini birbirine bağlar: Doğrulamayı geçemeyen mesajlara ne yapılacağını ve raporların nereye gönderileceğini söyler. İşe p=none ile başlayın, birkaç hafta raporları okuyun, ardından quarantine ve en sonunda reject politikasına geçin.

Gmail ve Yahoo, Şubat 2024'ten bu yana toplu gönderim yapanlardan SPF, DKIM ve DMARC'ın üçünü birden istiyor; küçük göndericiler için de en az SPF ya da DKIM şart. Bu üçünü isteğe bağlı değil, zorunlu sayın.

## Ayrılmayı kolaylaştırın

Abonelikten çıkma bağlantısını bulamayan bir alıcı "Spam olarak bildir" düğmesine basar ve şikâyetler itibarınıza abonelikten çıkmalardan çok daha fazla zarar verir. RFC 8058 tek tıkla abonelikten çıkmayı tanımlar: Mesajda HTTPS adresi içeren bir List-Unsubscribe başlığı ve List-Unsubscribe-Post: List-Unsubscribe=One-Click başlığı bulunur. Böylece e-posta uygulaması kendi "Abonelikten çık" düğmesini gösterebilir ve isteği hiçbir sayfa açmadan gönderir. Ulak her kampanya e-postasına bu iki başlığı ekler, isteği anında işler ve altbilgiye görünür bir abonelikten çıkma bağlantısı da koyar.

## Listenizi temiz tutun

- Liste satın almayın, kiralamayın. Kendi toplamadığınız adresler arasında spam tuzakları ve sizi hiç tanımayan insanlar vardır.
- Kalıcı geri dönen (hard bounce) adresleri hemen durdurun. Ulak kalıcı geri dönüşleri, şikâyetleri ve abonelikten çıkanları çalışma alanınızın gönderim engeli listesine ekler; gönderim her zaman bu listeye uyar.
- Uzun süredir sessiz olanları ya yeniden kazanın ya da listeden çıkarın. Altı aydır hiçbir e-postanızı açmayan ya da tıklamayan kişilere kısa bir "Hâlâ ilgileniyor musunuz?" mesajı gönderin, yanıt vermeyenlere yazmayı bırakın.
- Yeni kayıtlarda çift onay (double opt-in) kullanın; yazım hataları ve sahte adresler listenize hiç girmesin.

## Göndermeden önce kontrol edin

Kampanya sihirbazındaki spam kontrolünü çalıştırın. 30'un altındaki puan iyidir, 30 ile 69 arası bir kez daha gözden geçirmeyi hak eder, 70 ve üzeri ise önce metni düzeltmeniz gerektiği anlamına gelir. Sık görülen sebepler tamamı büyük harfle yazılmış konu satırları, az metinli tek bir büyük görsel ve link kısaltıcılardır.

Yeni bir alan adında ya da sunucuda gönderim hacmini kademeli olarak artırın. Büyük gönderimleri tek bir sunucuya yüklemek yerine rotasyonla birden fazla sunucuya dağıtın.`,
    },
    en: {
      title: `Deliverability basics: SPF, DKIM, DMARC, one-click unsubscribe and list hygiene`,
      excerpt: `Even the best-written email is wasted in the spam folder. Here are the technical settings and everyday habits that keep your campaigns in the inbox.`,
      body: `Mailbox providers decide where your email lands by asking two questions: can they verify that the message really comes from you, and do their users actually want it? Every step below answers one of those questions.

## Authenticate your domain

- SPF is a DNS record that lists the servers allowed to send mail for your domain. Add every SMTP server you configure in Ulak, and keep the record within ten DNS lookups.
- DKIM adds a cryptographic signature to each message. The receiving server checks it against a public key published in your DNS, so it knows the content wasn't changed on the way. Ulak can sign with a separate DKIM key for each sending domain.
- DMARC ties the two together. It tells receivers what to do with messages that fail authentication and where to send reports. Start with p=none, read the reports for a few weeks, then move to quarantine and eventually reject.

Since February 2024, Gmail and Yahoo have required bulk senders to have SPF, DKIM and DMARC in place, and even small senders need at least SPF or DKIM. Treat all three as mandatory, not optional.

## Make leaving effortless

A recipient who can't find the unsubscribe link presses "Report spam" instead, and complaints hurt your reputation far more than unsubscribes do. RFC 8058 defines one-click unsubscribe: the message carries a List-Unsubscribe header with an HTTPS address, plus List-Unsubscribe-Post: List-Unsubscribe=One-Click. The mail app can then show its own unsubscribe button and send the request without opening a web page. Ulak adds both headers to every campaign email, processes the request immediately, and still puts a visible unsubscribe link in the footer.

## Keep your list clean

- Never buy or rent lists. Addresses you didn't collect yourself include spam traps and people who have never heard of you.
- Stop mailing hard bounces at once. Ulak adds hard bounces, complaints and unsubscribes to your workspace's suppression list, and sending always honours it.
- Win back or let go of the inactive. Send people who haven't opened or clicked in six months a short "still interested?" message, and stop writing to those who stay silent.
- Use double opt-in for new sign-ups, so typos and fake addresses never reach your list.

## Check before you hit send

Run the spam check in the campaign wizard. A score under 30 is good, 30 to 69 deserves a second look, and 70 or above means rewrite first. The usual suspects are all-caps subject lines, one big image with hardly any text, and link shorteners.

On a new domain or server, increase volume gradually. Rather than pushing a large send through a single server, let rotation spread it across several.`,
    },
  },
  {
    kind: 'blog',
    slug: 'subject-lines-and-ab-testing',
    category: 'email-marketing',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-03-17T09:00:00.000Z',
    tr: {
      title: `Açılmayı hak eden konu satırları ve A/B testini doğru yapmak`,
      excerpt: `Konu satırı yazmak için işe yarayan kurallar ve kendinizi kandırmadan test yapmanın basit bir yöntemi.`,
      body: `Konu satırının tek bir görevi vardır: Doğru kişinin bu e-postayı şimdi açmak istemesini sağlamak. Zekice görünmek uğruna anlaşılır olmaktan vazgeçilecek yer burası değil.

## Zamana dayanan kurallar

- Önemli kelimeleri başa alın. Birçok telefon konu satırını birkaç düzine karakterden sonra keser; okurun ne kazanacağını en başta söyleyin.
- Somut olun. "Mart ayı fatura özetiniz", "Önemli güncelleme"den her zaman daha iyidir.
- Ön izleme metnini boş bırakmayın. Konunun hemen ardından görünen kısa satır bedava bir alandır; orada "Tarayıcıda görüntüle" yazmasına izin vermeyin.
- Kişiselleştirmeyi ölçülü kullanın. {{ contact.first_name }} gibi bir Liquid etiketi işe yarayabilir, ama adı olmayan kişiler için mutlaka bir varsayılan değer tanımlayın ve her e-postada kullanmayın.
- Bağırmayın. Büyük harfler, art arda ünlemler ve "BEDAVA!!!" gibi ifadeler spam puanınızı yükseltir, üstelik nadiren işe yarar.
- Sözünüzü tutun. Konu satırı yüzde 20 indirim diyorsa, bu teklif e-postanın ilk ekranında görünmelidir.

## Kendinizi kandırmadan A/B testi

- Aynı anda tek bir şeyi test edin: konu satırını, gönderen adını ya da gönderim saatini; üçünü birden değil.
- Kazananı belirleyecek ölçütü göndermeden önce seçin. Açılma oranları eskisi kadar güvenilir değil, çünkü bazı e-posta uygulamaları (örneğin Apple Mail'in gizlilik koruması) görselleri bir ara sunucu üzerinden otomatik olarak yükler. Tıklamalar ya da dönüşümler daha sağlam bir ölçüdür.
- Yeterli sayıda alıcıyla çalışın. Her varyanta yalnızca birkaç yüz kişi düşüyorsa küçük farklar tesadüften ibarettir. Listeniz küçükse testi birkaç kampanyaya yayın ve tutarlı bir eğilim arayın.
- Sabırlı olun. Kazananı seçmeden önce alıcıların çoğunun e-postayı görmesine fırsat tanıyın; en az birkaç saat, mümkünse bir iş günü bekleyin.
- Öğrendiklerinizi not edin. "X ile Y'yi denedik, sonuç buydu, kitle şuydu" şeklinde basit bir kayıt, tek tek testleri birikmiş bilgiye dönüştürür.

## Ulak'ta

A/B testi Professional plandan itibaren kullanılabilir. Hangi aracı kullanırsanız kullanın, yukarıdaki disiplin testin teknik kurulumundan daha önemlidir. Her varyant için spam kontrolünü ayrı ayrı çalıştırmayı ve kazanan versiyonu göndermeden önce kendinize bir deneme e-postası atmayı unutmayın.`,
    },
    en: {
      title: `Subject lines that earn the open, and how to A/B test them properly`,
      excerpt: `Practical rules for writing subject lines, and a simple way to test them without fooling yourself.`,
      body: `A subject line has one job: to make the right person want to open this email now. It is not the place to be clever at the expense of being clear.

## Rules that hold up

- Put the important words first. Many phones cut the subject off after a few dozen characters, so lead with what the reader gets.
- Be specific. "Your March invoice summary" beats "Important update" every time.
- Use the preview text. The short line shown after the subject is free space; don't let it default to "View in browser".
- Personalise with care. A Liquid tag such as {{ contact.first_name }} can help, but always give it a fallback for contacts without a name, and don't use it in every single email.
- Don't shout. Capital letters, rows of exclamation marks and words like "FREE!!!" push up your spam score and rarely help.
- Keep the promise. If the subject says 20% off, the offer belongs in the first screen of the email.

## A/B testing without fooling yourself

- Test one thing at a time: the subject, the sender name or the send time, not all three at once.
- Choose the winning metric before you send. Opens are less reliable than they used to be, because some mail apps (Apple Mail Privacy Protection, for example) load images automatically through a proxy. Clicks or conversions are a sturdier measure.
- Use enough recipients. With only a few hundred people per variant, small differences are just noise. If your list is small, repeat the test over several campaigns and look for a consistent pattern.
- Be patient. Let most recipients see the email before you pick a winner: at least a few hours, ideally a full working day.
- Write down what you learn. A simple log of "tested X against Y, this was the result, this was the audience" turns one-off tests into real knowledge.

## In Ulak

A/B testing is included from the Professional plan upwards. Whatever tool you use, the discipline above matters more than the mechanics. Run the spam check on each variant separately, and send yourself a test of the winning version before it goes to the whole list.`,
    },
  },
  {
    kind: 'blog',
    slug: 'segmentation-with-lists-and-segments',
    category: 'product',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-04-21T09:00:00.000Z',
    tr: {
      title: `İşe yarayan segmentasyon: Ulak'ta listeler, segmentler ve kişiselleştirme`,
      excerpt: `Herkese aynı e-postayı göndermek, insanlara sizi görmezden gelmeyi öğretmenin en hızlı yoludur. Doğru mesajı doğru gruba ulaştırmanın pratik yolu.`,
      body: `Herkese aynı e-postayı göndermek, insanlara sizi görmezden gelmeyi öğretmenin en kısa yoludur. Segmentasyon, her gruba onu ilgilendiren mesajı göndermek demektir ve göründüğünden çok daha kolaydır.

## Liste ile segment arasındaki fark

Liste, bilinçli olarak oluşturup yönettiğiniz bir kişi grubudur: bültene abone olanlar ya da bir etkinliğe katılanlar gibi. Kişiler bir listeye abone olduklarında, siz onları içe aktardığınızda ya da bir otomasyon onları eklediğinde girer.

Segment ise kayıtlı bir kurallar bütünüdür; örneğin "dili İngilizce olan ve son 90 günde tıklayanlar". Segment her kullanıldığında yeniden hesaplanır, bu yüzden siz uğraşmadan güncel kalır.

## Birkaç işe yarar segmentle başlayın

- Yeni aboneler: Son 30 günde katılanlar. Onlara arşivinizi değil, bir karşılama akışını gönderin.
- Etkileşimdekiler: Son 90 günde açan ya da tıklayanlar. Önemli duyurular için en güvenilir kitleniz.
- Sessizler: Altı aydır tıklamayanlar. Önce bir geri kazanma mesajı, yanıt yoksa listeden çıkarma adayları.
- Müşteriler: En az bir ödenmiş faturası olan kişiler. Aday müşterilerden farklı içerik beklerler.
- Dile göre: Ulak her kişinin dilini saklar; Türkçe okuyanlar Türkçe, İngilizce okuyanlar İngilizce sürümü alır.

Gerçekten kullandığınız üç dört segment, bir kez kurup unuttuğunuz yirmi segmentten iyidir.

## Verileri içeri almak

Başlık satırı olan bir CSV dosyasını içe aktarın; email, first_name, company gibi sütunları kişi alanlarıyla eşleştirin ve kişilerin hangi listeye katılacağını seçin. Geçerli bir adresi olmayan satırlar atlanır. Gönderim engeli listenizdeki adresler, dosyada yeniden yer alsalar bile engelli kalır.

## Liquid ile kişiselleştirin

Kişi alanları şablonlarınızda değişken olarak kullanılabilir: {{ contact.first_name }}, {{ contact.company }} gibi. Her zaman default filtresiyle bir yedek değer ekleyin; örneğin {{ contact.first_name | default: "değerli okurumuz" }}. Böylece adı eksik bir kayıt, e-postada tuhaf bir boşluk bırakmaz.

## Sonuçları segment bazında ölçün

Her kampanyadan sonra tıklama oranlarını ve abonelikten çıkmaları segment segment karşılaştırın. Bir grup sürekli daha az tepki veriyorsa, mesaj henüz o gruba uygun değildir.`,
    },
    en: {
      title: `Segmentation that works: lists, segments and personalisation in Ulak`,
      excerpt: `Sending everyone the same email teaches people to ignore you. Here is a practical way to get the right message to the right group.`,
      body: `Sending the same email to everyone is the quickest way to teach people to ignore you. Segmentation simply means sending each group the message that matters to them, and it's easier than it sounds.

## Lists and segments: what's the difference?

A list is a group of contacts you maintain on purpose, such as newsletter subscribers or the people who attended an event. Contacts join a list when they subscribe, when you import them, or when an automation adds them.

A segment is a saved set of rules, for example "language is English and clicked in the last 90 days". It is evaluated every time you use it, so it stays up to date without any manual work.

## Start with a few useful segments

- New subscribers: joined in the last 30 days. They need a welcome, not your archive.
- Engaged: opened or clicked in the last 90 days. Your most reliable audience for important news.
- Quiet: no clicks in six months. Send them a win-back message first, and remove them if they stay silent.
- Customers: contacts with at least one paid invoice. They want different content from prospects.
- By language: Ulak stores each contact's language, so Turkish readers get the Turkish version and English readers the English one.

Three or four segments you actually use beat twenty you set up once and forgot about.

## Getting your data in

Import a CSV file with a header row, map columns such as email, first_name and company to contact fields, and choose the list the contacts should join. Rows without a valid address are skipped, and addresses on your suppression list stay suppressed even if they appear in the file again.

## Personalise with Liquid

Contact fields become variables in your templates: {{ contact.first_name }}, {{ contact.company }} and so on. Always add a fallback with the default filter, for example {{ contact.first_name | default: "there" }}, so a missing name never leaves an awkward gap in your greeting.

## Measure by segment

After each campaign, compare click rates and unsubscribes segment by segment. If one group consistently responds less, the message isn't right for them yet.`,
    },
  },
  {
    kind: 'blog',
    slug: 'welcome-series-with-automation',
    category: 'automation',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-05-26T09:00:00.000Z',
    tr: {
      title: `Kendi kendine çalışan bir karşılama serisi yazmak`,
      excerpt: `Yeni bir abonenin ilk günleri, ilginin en yüksek olduğu dönemdir. Bu dönemi iyi planlanmış bir e-posta serisi ve bir otomasyon akışıyla nasıl değerlendireceğinizi anlatıyoruz.`,
      body: `Birisi kayıt olduktan sonraki ilk günler, size en çok dikkat ettiği zamandır. Kısa ve iyi planlanmış bir karşılama serisi bu anı değerlendirir; bir otomasyon akışı da bunun siz parmağınızı kıpırdatmadan her yeni kişi için gerçekleşmesini sağlar.

## Kurmadan önce seriyi planlayın

Yaklaşık on güne yayılan dört e-posta iyi bir başlangıçtır:
- Hemen: Teşekkür edin, kişinin neye kayıt olduğunu ve ne sıklıkla yazacağınızı söyleyin. Kısa tutun.
- 2. gün: Elinizdeki en faydalı şeyi verin: bir rehber, bir kontrol listesi ya da en sevilen özelliğiniz.
- 5. gün: Yeni müşterilerin en sık sorduğu soruyu cevaplayın ya da ilk sonuca hızla nasıl ulaşılacağını gösterin.
- 9. gün: Tek ve net bir çağrı yapın: demo randevusu, deneme sürümü ya da ilk siparişe özel bir indirim.

Her e-posta tek başına da anlaşılır olmalı; herkes bir öncekini okumuş olmayacak.

## Ulak'ta kurulum

- Yeni bir iş akışı oluşturun ve tetikleyici olarak kullanıcı kaydını seçin.
- "E-posta gönder" eylemiyle ilk şablonunuzu ekleyin, ardından iki günlük bir "bekle" adımı, sonra bir sonraki e-posta ve böylece devam edin.
- Akışın sonuna "kişiyi güncelle" ya da "listeye ekle" eylemini koyun; seriyi bitiren kişiler düzenli bülten listenize geçsin.
- Fiyatlandırma sayfanızın bağlantısına tıklayan birini doğrudan satış ekibine iletmek için "CRM adayı oluştur" eylemini kullanabilirsiniz.
- Akışı etkinleştirin. Kartındaki düğmeyle istediğiniz zaman duraklatıp yeniden başlatabilirsiniz.

## Bir insan gibi yazın

Gerçek bir gönderen adı kullanın, birinci tekil şahısla yazın ve doğal durduğu yerlerde {{ contact.first_name }} ile kişiselleştirin. Çift onay (double opt-in) kullanıyorsanız seri, onaydan önce değil sonra başlamalı.

## Ölçün ve düzeltin

Birkaç hafta sonra her adıma ayrı ayrı bakın: tıklamalar, abonelikten çıkmalar ve son çağrıya kadar ulaşan kişi sayısı. Abonelikten çıkmaların yüksek olduğu bir adım genellikle fazla uzun, fazla satış odaklı ya da fazla erkendir. Tek seferde tek bir adımı değiştirin ki neyin işe yaradığını görebilesiniz.`,
    },
    en: {
      title: `Writing a welcome series that runs itself`,
      excerpt: `The first days after someone signs up are when they pay the most attention. Here is how to use them with a well-planned email series and an automation workflow.`,
      body: `The first few days after someone signs up are when they pay you the most attention. A short, well-planned welcome series makes the most of that moment, and an automation workflow makes sure it happens for every new contact without you lifting a finger.

## Plan the series before you build it

Four emails over roughly ten days is a good place to start:
- Straight away: say thank you, confirm what they signed up for and how often you'll write. Keep it short.
- Day 2: give them the most useful thing you have, whether that's a guide, a checklist or the feature people love most.
- Day 5: answer the question new customers ask most often, or show how to get a first result quickly.
- Day 9: make one clear call to action: book a demo, start a trial, or use a first-order discount.

Each email should make sense on its own, because not everyone will have read the one before.

## Building it in Ulak

- Create a new workflow and choose user registration as the trigger.
- Add a "send email" action with your first template, then a two-day "wait" step, then the next email, and so on.
- Finish with an "update contact" or "add to list" action, so people who complete the series move on to your regular newsletter list.
- If someone clicks the link to your pricing page, a "create CRM lead" action can pass them straight to sales.
- Activate the workflow. You can pause and resume it from its card at any time.

## Write like a person

Use a real sender name, write in the first person, and personalise with {{ contact.first_name }} where it reads naturally. If you use double opt-in, the series should start after confirmation, not before.

## Measure and adjust

After a few weeks, look at each step on its own: clicks, unsubscribes, and how many contacts reach the final call to action. A step with a lot of unsubscribes is usually too long, too pushy or too early. Change one step at a time so you can tell what made the difference.`,
    },
  },
  {
    kind: 'blog',
    slug: 'lead-scoring-and-sales-pipeline',
    category: 'crm',
    author: AUTHOR,
    readTime: 3,
    featured: false,
    publishedAt: '2026-07-07T09:00:00.000Z',
    tr: {
      title: `Müşteri adayı puanlama ve satış hunisi: kapanabilecek fırsatlara odaklanın`,
      excerpt: `Pazarlama aday getirir, satış ekibinin zamanı ise sınırlıdır. Puanlama ve net bir satış hunisiyle o zamanı en doğru kişilere nasıl ayıracağınızı anlatıyoruz.`,
      body: `Pazarlama müşteri adaylarını getirir; satış ekibinin zamanı ise sınırlıdır. Adayları puanlamak ve satış hunisini düzenli tutmak, ekibinizin o zamanı satın alma ihtimali en yüksek kişilere ayırmasını sağlar.

## Ulak'ta puanlama nasıl işler?

Her adayın, yaptıklarına göre hesaplanan 0 ile 100 arasında bir puanı vardır. Varsayılan puanlar şöyledir:
- E-posta açma: 10
- Web sitesi ziyareti: 15
- Form doldurma: 25
- Telefon görüşmesi: 50

80 ve üzeri yüksek, 60–79 arası orta, 60'ın altı düşük kabul edilir. Aday tablosu puanı ayrıca 1 ile 5 arasında yıldızla gösterir (puanın 20'ye bölünüp aşağı yuvarlanmış hâli); uzun bir listeyi bir bakışta taramak kolaylaşır. Kurala dayalı puanın yanında Ulak, ikinci bir görüş olarak yapay zekâ destekli bir puan da gösterir. İkisi birbirinden çok farklıysa o adaya bir kez daha bakmakta fayda var.

## Puanları kendi işinize göre ayarlayın

Varsayılan değerler bir başlangıç noktasıdır. Sizin işinizde satışı asıl demo görüşmeleri belirliyorsa onlara daha fazla ağırlık verin; gizlilik özellikleri yüzünden açılmalar şişiyorsa açılma puanını düşürün. Üç ayda bir, son dönemde kazanılan ve kaybedilen fırsatların puanlarına bakıp ayarları gözden geçirin.

## Adaydan fırsata

Bir aday sırasıyla şu durumlardan geçer: yeni, iletişime geçildi, nitelikli, teklif, pazarlık ve sonunda kazanıldı ya da kaybedildi. Gerçek bir satış fırsatı oluştuğunda onu satış hunisi panosunda takip edin. Her aşamanın bir kazanma olasılığı vardır:
- İlk temas: %10
- İhtiyaç analizi: %25
- Teklif hazırlama: %50
- Pazarlık: %75
- Karar: %90
- Kapanış: %100

Her fırsatın tutarını aşamasının olasılığıyla çarpıp toplarsanız ağırlıklı huni değerini elde edersiniz. Bu, açık fırsatların düz toplamından çok daha dürüst bir tahmindir: Teklif hazırlama aşamasındaki 40.000 TL'lik bir fırsat, tahmine 20.000 TL olarak yansır.

## Huniyi gerçekçi tutan alışkanlıklar

- Her açık fırsatın bir sonraki adımı ve tarihi olsun.
- Aramaları, e-postaları ve toplantıları etkinlik olarak kaydedin; konuyu kim devralırsa kaldığı yerden devam edebilsin.
- Kaybedilen bir fırsata nedenini bir notla yazın. Kayıp nedenlerindeki örüntüler, toplayabileceğiniz en değerli bilgiler arasındadır.
- Tıkanan fırsatları geri aşamaya almaktan çekinmeyin; yalnızca ileri giden bir huni gerçeği yansıtmaz.`,
    },
    en: {
      title: `Lead scoring and the sales pipeline: focus on the deals that can close`,
      excerpt: `Marketing brings in leads, but sales only has so many hours. Here is how scoring and a clear pipeline help you spend them on the right people.`,
      body: `Marketing brings in leads; your sales team only has so many hours. Scoring leads and keeping a tidy pipeline help the team spend those hours on the people most likely to buy.

## How scoring works in Ulak

Every lead has a score from 0 to 100, based on what they do. The default points are:
- Email open: 10
- Website visit: 15
- Form fill: 25
- Phone call: 50

A score of 80 or more counts as high, 60 to 79 as medium, and anything below 60 as low. The leads table also shows the score as one to five stars (the score divided by 20, rounded down), so you can scan a long list at a glance. Next to the rule-based score, Ulak shows an AI-assisted score as a second opinion. When the two disagree sharply, that lead is worth a closer look.

## Tune the points to your business

The defaults are a starting point. If demos are what really predict a sale for you, give them more weight; if privacy features inflate your open counts, lower the points for opens. Once a quarter, look at the scores of recently won and lost deals and adjust.

## From lead to deal

A lead moves through the statuses new, contacted, qualified, proposal and negotiation, and ends up won or lost. Once there is a real opportunity, track it as a deal on the pipeline board. Each stage carries a win probability:
- First contact: 10%
- Needs analysis: 25%
- Proposal preparation: 50%
- Negotiation: 75%
- Decision: 90%
- Closing: 100%

Multiply each deal's value by its stage probability and add them up, and you have a weighted pipeline: a far more honest forecast than the plain total of every open deal. A 40,000 TRY deal in proposal preparation counts as 20,000 TRY.

## Habits that keep the pipeline honest

- Every open deal has a next step and a date.
- Log calls, emails and meetings as activities, so whoever picks up the thread can carry on where you left off.
- When a deal is lost, add a note saying why. Patterns in lost reasons are some of the most valuable information you will ever collect.
- Don't be shy about moving a stalled deal back a stage. A pipeline that only ever moves forward is fiction.`,
    },
  },
  {
    kind: 'blog',
    slug: 'e-invoicing-en-16931-and-turkish-vat',
    category: 'invoicing',
    author: AUTHOR,
    readTime: 3,
    featured: false,
    publishedAt: '2026-08-18T09:00:00.000Z',
    tr: {
      title: `Avrupa'da e-fatura: EN 16931, UBL ve Türkiye'de Temmuz 2023 KDV oranları`,
      excerpt: `PDF fatura insana fatura gibi görünür, muhasebe yazılımına ise yalnızca bir resim. E-faturanın Avrupa'da nereye gittiğini ve Türkiye'deki güncel KDV oranlarını özetledik.`,
      body: `PDF bir fatura insana fatura gibi görünür; muhasebe yazılımı içinse yalnızca bir resimdir. E-fatura, faturayı alıcının sisteminin yeniden elle girmeye gerek kalmadan okuyabileceği yapılandırılmış veri olarak göndermek demektir. Avrupa'da bu, "olsa iyi olur" olmaktan çıkıp yasal bir zorunluluğa dönüşüyor.

## Kısaca EN 16931 ve UBL

EN 16931, bir elektronik faturanın temel içeriğini tanımlayan Avrupa standardıdır: satıcı ve alıcı, fatura satırları, vergi dökümü, toplamlar ve ödeme koşulları. Standart dosya biçimini değil, faturada nelerin bulunması gerektiğini anlatır. Bunu uygulayan iki sözdizimi vardır: UBL 2.1 ve UN/CEFACT CII. Sınır ötesi ve kamu faturalarında yaygın olarak kullanılan Peppol BIS Billing 3.0 da EN 16931 üzerine kuruludur.

Ulak her faturayı iki şekilde üretir: insanlar için PDF, yazılımlar için EN 16931'e uygun UBL XML.

## Neler değişiyor?

AB'deki kamu kurumları, 2014/55/AB sayılı Direktif gereği EN 16931 uyumlu faturaları kabul etmek zorunda. İşletmeler arası (B2B) kurallar ise ülkeden ülkeye değişiyor: Belçika Ocak 2026 itibarıyla B2B e-faturayı zorunlu hâle getirdi, Almanya Ocak 2025'ten bu yana işletmelerin e-fatura alabilmesini şart koşuyor, Fransa ise yükümlülükleri Eylül 2026'dan itibaren aşamalı olarak devreye alıyor. AB düzeyinde "Dijital Çağda KDV" (ViDA) paketi, sınır ötesi B2B işlemlerde 2030'dan itibaren e-fatura öngörüyor. Takvimler değişebildiği için fatura kestiğiniz her ülkenin güncel kurallarını kontrol edin.

## Temmuz 2023'ten bu yana Türkiye'de KDV

10 Temmuz 2023'te genel KDV oranı %18'den %20'ye, indirimli oran ise %8'den %10'a yükseldi; %1'lik oran değişmedi. Ulak'ta Türkiye faturaları için varsayılan oranlar %20 ve %10'dur. İstisna işlemler, düzeltmeler ve eski belgeler için %0, %1, %8 ve %18 de seçilebilir. Vergi oranları çalışma alanı bazında bir ayardır; listeyi kendi durumunuza göre düzenleyebilirsiniz.

Türkiye'nin kendi e-Fatura ve e-Arşiv sistemlerinin Gelir İdaresi Başkanlığı (GİB) üzerinden ve UBL-TR adlı kendi profiliyle çalıştığını unutmayın. EN 16931 dosyası bunun yerini tutmaz; e-Fatura mükellefiyseniz GİB'e kayıtlı entegratörünüzü ya da portalı kullanmaya devam edin.

## Faturaları doğru kesmek için

- Vergi numaranızı, adresinizi ve banka bilgilerinizi şirket ayarlarına bir kez girin.
- Doğru para birimini seçin: Ulak faturalarda TRY, USD, EUR ve GBP'yi destekler ve tutarları kuruşu kuruşuna saklar.
- Numaralar INV-YYYY-### düzenini izler, örneğin INV-2026-001; her yıl kendi sırasıyla ilerler.
- Bir vade belirleyin (varsayılan 30 gün) ve geciken ödemelerin takibini otomatik hatırlatmalara bırakın.

Bu yazı genel bilgi amaçlıdır, vergi danışmanlığı değildir; son sözü her zaman mali müşaviriniz söyler.`,
    },
    en: {
      title: `E-invoicing in Europe with EN 16931 and UBL, and Turkey's 2023 VAT rates`,
      excerpt: `A PDF looks like an invoice to a person, but to accounting software it is just a picture. Where e-invoicing in Europe is heading, and the current Turkish VAT rates.`,
      body: `A PDF looks like an invoice to a person, but to accounting software it is just a picture. E-invoicing means sending the invoice as structured data that the buyer's system can read without anyone retyping it. Across Europe this is shifting from nice-to-have to legal requirement.

## EN 16931 and UBL in a nutshell

EN 16931 is the European standard that defines the core content of an electronic invoice: seller and buyer, line items, tax breakdown, totals and payment terms. It describes what must be in the invoice, not the file format. Two syntaxes implement it: UBL 2.1 and UN/CEFACT CII. Peppol BIS Billing 3.0, widely used for cross-border and public-sector invoicing, is also built on EN 16931.

Ulak produces every invoice in two forms: a PDF for people and a UBL XML file following EN 16931 for software.

## What is changing

Under Directive 2014/55/EU, public bodies in the EU must accept invoices that follow EN 16931. Business-to-business rules vary by country: Belgium made B2B e-invoicing mandatory from January 2026, Germany has required businesses to be able to receive e-invoices since January 2025, and France is phasing in its obligations from September 2026. At EU level, the VAT in the Digital Age (ViDA) package plans e-invoicing for cross-border B2B trade from 2030. Timetables do shift, so check the current rules for every country you invoice into.

## Turkish VAT since July 2023

On 10 July 2023, Turkey raised its standard VAT (KDV) rate from 18% to 20% and its reduced rate from 8% to 10%; the 1% rate was unchanged. In Ulak, 20% and 10% are the defaults for Turkish invoices, while 0%, 1%, 8% and 18% remain available for exempt supplies, corrections and older documents. Tax rates are a per-workspace setting, so you can shape the list to fit your situation.

Keep in mind that Turkey's own e-Fatura and e-Arşiv systems run through the Revenue Administration (GİB) with their own UBL-TR profile. An EN 16931 file does not replace that: if you are required to use e-Fatura, keep issuing through your GİB-registered integrator or portal.

## Getting invoices right

- Enter your tax number, address and bank details once, in company settings.
- Pick the right currency: Ulak supports TRY, USD, EUR and GBP on invoices and stores amounts exactly, down to the cent.
- Numbers follow the INV-YYYY-### pattern, for example INV-2026-001, with a separate sequence for each year.
- Set a payment term (30 days by default) and let automatic reminders chase late payments for you.

This article is general information, not tax advice; your accountant always has the final word.`,
    },
  },
  {
    kind: 'blog',
    slug: 'consent-and-double-opt-in-kvkk-gdpr',
    category: 'email-marketing',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-10-06T09:00:00.000Z',
    tr: {
      title: `Doğru alınmış onay: KVKK ve GDPR kapsamında çift onaylı kayıt`,
      excerpt: `Pazarlama e-postası göndermenin yasal dayanağı neredeyse her zaman açık rızadır ve bunu kanıtlayabilmeniz gerekir. Çift onay bunun en sağlam yoludur.`,
      body: `Türkiye'de 6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK), Avrupa'da ise GDPR, kişisel verileri işlemek için bir hukuki dayanağınız olmasını ister. Pazarlama e-postaları için bu dayanak neredeyse her zaman rızadır ve rızayı kanıtlayabilmeniz gerekir. Türkiye'de 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun da ticari elektronik iletiler için, tacir ve esnafa yönelik bazı istisnalar dışında, alıcının önceden onay vermesini şart koşar.

## Geçerli bir onay neye benzer?

- Özgür iradeyle verilir: Önceden işaretlenmiş kutu yoktur ve bülten, satın almanın gizli bir koşulu değildir.
- Belirli bir konuya ilişkindir: Pazarlama için kullanım koşullarından ayrı bir onay kutusu bulunur. Ulak'ın kendi kayıt ekranı da tam olarak böyle çalışır.
- Bilgilendirmeye dayanır: Kim olduğunuzu, ne göndereceğinizi ve hangi sıklıkla göndereceğinizi söyler, aydınlatma metninize yönlendirirsiniz.
- Kanıtlanabilir: Onayın ne zaman, nerede ve nasıl verildiğini saklarsınız.
- Kolayca geri alınabilir: Ayrılmak, katılmak kadar kolay olmalıdır.

## Neden çift onay?

Çift onaylı kayıtta yeni abone bir doğrulama e-postası alır ve ancak içindeki bağlantıya tıkladığında listenize eklenir. Bu yöntem:
- yazım hatalı ve sahte adreslerin listeye girmesini önler,
- birinin başkasının adresini kaydettirmesinin önüne geçer,
- adresin sahibinin onay verdiğine dair zaman damgalı bir kayıt oluşturur.

Bedeli, bazı kişilerin onayı hiç tamamlamamasıdır. Karşılığında elinizde kalan liste gerçektir ve teslim edilebilirliğiniz de bundan fayda görür.

## Ulak nasıl yardımcı olur?

- Formlar ve kayıtlar için çift onay; onay zamanı kişi kaydına işlenir.
- Her kişiyle birlikte saklanan onay bilgileri sayesinde "Adresimi nereden aldınız?" sorusunu saniyeler içinde cevaplayabilirsiniz.
- Her kampanyada tek tıkla abonelikten çıkma (RFC 8058) ve görünür bir abonelikten çıkma bağlantısı; ikisi de anında işlenir.
- Abonelikten çıkmış bir adres yeniden içe aktarılsa bile gönderimin her zaman uyduğu bir engel listesi.

## Türkiye'de İYS'yi unutmayın

Türkiye'de ticari elektronik ileti gönderen işletmelerin çoğu, aldıkları onayları İleti Yönetim Sistemi'ne (İYS) kaydetmekle yükümlüdür; alıcılar da onaylarını İYS üzerinden geri çekebilir. Ulak'taki onay kayıtları takibi kolaylaştırır, ancak İYS yükümlülüğünüzün yerini tutmaz.

Bu yazı genel bilgi amaçlıdır, hukuki danışmanlık yerine geçmez.`,
    },
    en: {
      title: `Consent done right: double opt-in under KVKK and GDPR`,
      excerpt: `The legal basis for marketing email is almost always consent, and you need to be able to prove it. Double opt-in is the most reliable way to do that.`,
      body: `In Europe the GDPR, and in Turkey the Personal Data Protection Law No. 6698 (KVKK), require a legal basis for processing personal data. For marketing email that basis is almost always consent, and you need to be able to prove it. In Turkey, Law No. 6563 on the Regulation of Electronic Commerce adds that commercial electronic messages need the recipient's prior approval, with some exceptions for messages to merchants and tradespeople.

## What valid consent looks like

- Freely given: no pre-ticked boxes, and the newsletter is not a hidden condition of buying.
- Specific: marketing gets its own checkbox, separate from the terms of use. Ulak's own sign-up works exactly like this.
- Informed: say who you are, what you will send and how often, and point to your privacy notice.
- Provable: keep a record of when, where and how consent was given.
- Easy to withdraw: leaving must be as easy as joining.

## Why double opt-in?

With double opt-in, a new subscriber receives a confirmation email and only joins your list after clicking the link inside. This:
- keeps typos and fake addresses off your list
- stops people from signing up someone else's address
- gives you a timestamped record that the owner of the mailbox agreed

The price is that some people never confirm. In exchange, the list you keep is real, and your deliverability benefits from it.

## How Ulak helps

- Double opt-in for forms and sign-ups, with the confirmation time recorded on the contact.
- Consent details stored with each contact, so you can answer "where did you get my address?" in seconds.
- One-click unsubscribe (RFC 8058) and a visible unsubscribe link in every campaign, both processed immediately.
- A suppression list that sending always respects, even if an unsubscribed address is imported again.

## In Turkey, don't forget İYS

Most businesses in Turkey that send commercial electronic messages must register the consents they collect in the Message Management System (İleti Yönetim Sistemi, İYS), and recipients can withdraw their consent through İYS as well. Ulak's consent records make tracking easier, but they don't replace your İYS obligations.

This article is general information, not legal advice.`,
    },
  },

  // ───────────────────────────── Help centre ─────────────────────────────
  {
    kind: 'help',
    slug: 'create-your-account-and-workspace',
    category: 'getting-started',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-01-15T09:00:00.000Z',
    tr: {
      title: `Hesabınızı ve çalışma alanınızı oluşturma`,
      excerpt: `Birkaç dakikada kayıt olun, çalışma alanının ne olduğunu öğrenin ve ilk olarak neleri ayarlamanız gerektiğini görün.`,
      body: `Ulak hesabınızı ana sayfadaki Ücretsiz başla düğmesiyle ya da /signup adresindeki üç adımlı kayıt sihirbazıyla açabilirsiniz. İki yol da aynı yere çıkar.

## Kayıt olma

- Hızlı kayıt formu adınızı, soyadınızı, e-posta adresinizi ve bir şifre ister; şirket adı, ülke ve telefon isteğe bağlıdır.
- Sihirbaz, Bireysel ve Kurumsal seçimiyle başlar. Kurumsal hesapta şirket adı ve ülke zorunludur; vergi numaranızı ve adresinizi şimdi ya da daha sonra ekleyebilirsiniz.
- İkinci adımda planınızı seçersiniz. Üçüncü adım bir özettir; burada kullanım koşullarını kabul edersiniz. Pazarlama e-postaları için ayrı bir onay kutusu vardır ve tamamen isteğe bağlıdır.
- Şifreniz en az 6 karakter olmalıdır; biz birkaç kelimeden oluşan çok daha uzun bir şifre öneririz.

Platformda etkinleştirilmişse Google, Facebook, Apple ya da Microsoft hesabınızla da kayıt olabilirsiniz.

## Çalışma alanınız

Kayıt olduğunuzda bir çalışma alanı oluşturulur. Çalışma alanı, ekibinizin Ulak'ta yaptığı her şeyin bulunduğu yerdir: kişiler, kampanyalar, fırsatlar, faturalar, otomasyonlar ve ayarlar. Her kayıt tek bir çalışma alanına aittir ve alanın dışındaki hiç kimse onu göremez.

Kayıttan sonra ana sayfaya yönlendirilirsiniz. Çalışma alanınız yeni olduğu için örnek rakamlar yerine sizi ilk adımlara götüren boş durum ekranları görürsünüz.

## Önerdiğimiz ilk adımlar

- Dil ve para birimini kontrol edin. Ulak bunları tarayıcınızdan ve konumunuzdan tahmin eder; üst menüdeki seçicilerden değiştirebilirsiniz.
- Şirket ayarlarını doldurun: ticari unvan, vergi numarası, adres, banka bilgileri ve logo. Faturalar ve e-posta altbilgileri bu bilgileri kullanır.
- Bir e-posta sunucusu ekleyin. Ne siz ne de platform bir SMTP sunucusu tanımlamadıysa Ulak yakalama modunda çalışır: E-postalar alıcılara gitmez, platform yöneticisinin yakalama kutusunda toplanır. Deneme yapmak için kullanışlıdır, gerçek gönderim için değil.
- Kişilerinizi bir CSV dosyasından içe aktarın ya da birkaç kişiyi elle ekleyin.
- İlk kampanyanızı önce yalnızca kendinize gönderin.`,
    },
    en: {
      title: `Creating your account and workspace`,
      excerpt: `Sign up in a couple of minutes, learn what a workspace is, and see what to set up first.`,
      body: `You can create your Ulak account with the Start free button on the home page or through the three-step sign-up wizard at /signup. Both routes end up in the same place.

## Signing up

- The quick form asks for your first name, last name, email address and a password. Company name, country and phone are optional.
- The wizard starts with a choice between Individual and Business. A business account needs a company name and country; you can add your tax number and address now or later.
- Step two is choosing a plan. Step three is a summary where you accept the terms of use. Marketing emails have a separate checkbox and are entirely optional.
- Your password must be at least 6 characters long, though we recommend a much longer passphrase.

If they are enabled on the platform, you can also sign up with your Google, Facebook, Apple or Microsoft account.

## Your workspace

Signing up creates a workspace: the home for everything your team does in Ulak, including contacts, campaigns, deals, invoices, automations and settings. Every record belongs to exactly one workspace, and nobody outside it can see it.

After signing up you land on the dashboard. Because the workspace is new, you'll see empty states that lead you to the first steps rather than sample figures.

## First steps we recommend

- Check your language and currency. Ulak guesses both from your browser and location; change them with the switchers in the header.
- Fill in company settings: legal name, tax number, address, bank details and logo. Invoices and email footers use them.
- Add a mail server. If neither you nor the platform has configured an SMTP server, Ulak runs in capture mode: emails don't reach recipients but are collected in the platform administrator's capture mailbox. That's handy for trying things out, not for real sending.
- Import your contacts from a CSV file, or add a few by hand.
- Send your first campaign to yourself before anyone else.`,
    },
  },
  {
    kind: 'help',
    slug: 'choosing-a-plan-and-free-trial',
    category: 'getting-started',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-01-20T09:00:00.000Z',
    tr: {
      title: `Plan seçimi ve 14 günlük ücretsiz deneme`,
      excerpt: `On plan arasındaki farklar, aylık e-posta limitleri, kart gerektirmeyen deneme süresi ve yıllık ödemede iki ay ücretsiz.`,
      body: `Her plan Ulak'ın temel özelliklerini içerir. Planlar arasındaki asıl fark, ayda kaç e-posta gönderebileceğiniz ve hangi gelişmiş özelliklerin dahil olduğudur.

## Aylık e-posta limitleri

- Free: 500
- Starter: 2.000
- Basic: 5.000
- Professional: 15.000
- Business: 35.000
- Premium: 75.000
- Enterprise: 150.000
- Corporate: 300.000
- Ultimate: 500.000
- Platinum: 1.000.000

Limit, takvim ayı içinde gönderilen e-postaları sayar ve bir sonraki ayın ilk günü sıfırlanır. Büyüyen ekipler en çok Professional planı tercih ediyor.

Fiyatlar avro olarak belirlenir ve seçtiğiniz para biriminde, güncel kurla çevrilerek gösterilir. Para birimi seçici yalnızca gösterimi değiştirir.

## 14 günlük deneme

Kayıt sırasında ücretli bir plan seçerseniz onu kredi kartı bilgisi vermeden 14 gün boyunca deneyebilirsiniz. Ücretsiz plan ise hemen etkinleşir ve süresi dolmaz. Deneme bitmeden önce abonelik sayfasından o planla devam etmeyi ya da Free dahil başka bir plana geçmeyi seçebilirsiniz.

## Aylık mı, yıllık mı?

Yıllık ödemede on iki ay için on ay ücret ödersiniz; yani iki ay ücretsizdir. Fiyatlandırma sayfasındaki aylık/yıllık düğmesiyle iki seçeneği karşılaştırabilirsiniz.

## Nasıl seçmeli?

- Gönderiminizi hesaplayın: kişi sayısı çarpı aylık e-posta sayısı. Ayda iki bülten alan 2.000 kişi, 4.000 e-posta eder; bu durumda Basic yeterlidir.
- Otomasyonları da hesaba katın: Karşılama serileri ve hatırlatmalar da limitten düşer.
- Pay bırakın: Ulak kullanımınız %70'e ulaştığında sizi uyarır.

Planınızı istediğiniz zaman değiştirebilirsiniz; ayrıntılar için "Plan değiştirme ve kullanım seviyeleri" yazısına bakın.`,
    },
    en: {
      title: `Choosing a plan and the 14-day free trial`,
      excerpt: `How the ten plans differ, the monthly email limits, a trial with no card required, and two months free on yearly billing.`,
      body: `Every plan includes the core of Ulak. What really sets the plans apart is how many emails you can send each month and which advanced features are included.

## Monthly email limits

- Free: 500
- Starter: 2,000
- Basic: 5,000
- Professional: 15,000
- Business: 35,000
- Premium: 75,000
- Enterprise: 150,000
- Corporate: 300,000
- Ultimate: 500,000
- Platinum: 1,000,000

The limit counts emails sent during the calendar month and resets on the first day of the next one. Professional is the most popular choice for growing teams.

Prices are set in euros and shown in the currency you choose, converted at current exchange rates. The currency switcher only changes how prices are displayed.

## The 14-day trial

Choose a paid plan when you sign up and you can try it for 14 days without entering a credit card. The free plan is active immediately and never expires. Before your trial ends, go to the subscription page to continue on that plan or switch to another one, Free included.

## Monthly or yearly?

With yearly billing you pay for ten months and get twelve, so two months are free. Use the monthly/yearly toggle on the pricing page to compare the two.

## How to choose

- Work out your volume: number of contacts times emails per month. 2,000 contacts receiving two newsletters a month is 4,000 emails, so Basic is enough.
- Count your automations too: welcome series and reminders use up the limit as well.
- Leave some headroom: Ulak warns you when you reach 70% of your limit.

You can change plans whenever you like; see "Changing plans and usage levels" for details.`,
    },
  },
  {
    kind: 'help',
    slug: 'send-your-first-campaign',
    category: 'campaigns',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-02-03T09:00:00.000Z',
    tr: {
      title: `İlk kampanyanızı göndermek: üç adımlı sihirbaz`,
      excerpt: `İçerik, alıcılar ve onay: Kampanya sihirbazının her adımı, alıcı satırlarının biçimi ve spam puanının nasıl okunacağı.`,
      body: `Kampanya sihirbazı sizi bir fikirden gönderilmiş bir e-postaya üç adımda götürür. Ana sayfadaki ya da Kampanyalar sayfasındaki Yeni Kampanya düğmesiyle açın.

## 1. adım: İçerik

- Kampanyaya yalnızca sizin göreceğiniz bir ad verin ve konu satırını yazın.
- Bir şablon seçin ya da içeriği doğrudan yazın. {{ contact.first_name }} gibi Liquid etiketleriyle kişiselleştirebilirsiniz.
- Kişiselleştirme, açılma takibi ve tıklama takibi varsayılan olarak açıktır; kapatmak için özel bir nedeniniz yoksa öyle bırakın.
- Spam kontrolünü çalıştırın. Kontrol için konu ve içeriğin ikisi de dolu olmalıdır. Sonuç bir puandır:
- 30'un altı: iyi
- 30–69: orta; ifadeleri, görselleri ve bağlantıları gözden geçirin
- 70 ve üzeri: kötü; göndermeden önce düzeltin

Konu ve içerik doldurulmadan bir sonraki adıma geçilemez.

## 2. adım: Alıcılar

Alıcıları her satıra bir kişi gelecek şekilde yapıştırın. Her satırda bir e-posta adresi, isterseniz ardından virgül ve bir ad bulunur:
- ayse@ornek.com, Ayşe
- mehmet@ornek.com, Mehmet Yılmaz
- info@ornek.com

İçinde @ işareti olmayan satırlar yok sayılır; başlık satırları ya da boş satırlar sorun çıkarmaz. Ad yazılmamışsa adresin @ işaretinden önceki kısmı ad olarak kullanılır. Geçerli hiçbir adres kalmazsa "Geçerli e-posta adresi bulunamadı" uyarısını görürsünüz. Gönderim engeli listenizdeki adreslere gönderim yapılmaz.

## 3. adım: Kontrol ve gönderim

Özeti kontrol edip Gönder'e basın. Ulak, rotasyon kurallarına, sunucuların günlük limitlerine ve planınızın aylık limitine uyarak e-posta sunucularınız üzerinden gönderir. İşlem bitince toplam alıcıdan kaçına gönderim yapıldığını görürsünüz. Hiç e-posta sunucusu tanımlı değilse mesajlar alıcılara ulaşmaz, platform yöneticisinin yakalama kutusunda toplanır.

## İpuçları

- Önce kendinize gönderin ve e-postayı bir de telefonda açıp bakın.
- Her kampanya e-postasına tek tıkla abonelikten çıkma başlığı ve görünür bir abonelikten çıkma bağlantısı otomatik olarak eklenir; bunları ayrıca eklemeniz gerekmez.`,
    },
    en: {
      title: `Sending your first campaign with the three-step wizard`,
      excerpt: `Content, recipients and confirmation: each step of the campaign wizard, how to format recipient lines and how to read the spam score.`,
      body: `The campaign wizard takes you from an idea to a sent email in three steps. Open it with the New Campaign button on the dashboard or the Campaigns page.

## Step 1: Content

- Give the campaign a name (only you will see it) and write the subject line.
- Pick a template or write the content directly. You can personalise it with Liquid tags such as {{ contact.first_name }}.
- Personalisation, open tracking and click tracking are on by default; leave them on unless you have a reason not to.
- Run the spam check. It needs both a subject and content, and returns a score:
- Below 30: good
- 30 to 69: medium; review your wording, images and links
- 70 or above: bad; fix it before sending

You can't move on until both the subject and the content are filled in.

## Step 2: Recipients

Paste your recipients one per line: an email address, optionally followed by a comma and a name.
- ayse@example.com, Ayşe
- mehmet@example.com, Mehmet Yılmaz
- info@example.com

Lines without an @ sign are ignored, so headings and blank lines won't cause trouble. If a line has no name, the part of the address before the @ is used instead. If no valid address is left, you'll see "No valid email addresses found". Addresses on your suppression list are never sent to.

## Step 3: Review and send

Check the summary and press Send. Ulak sends through your mail servers, respecting the rotation rules, each server's daily limit and your plan's monthly limit. When it finishes, you'll see how many messages went out out of the total. If no mail server is configured, messages don't reach recipients; they're collected in the platform administrator's capture mailbox instead.

## Tips

- Send it to yourself first, and open it on a phone as well.
- Every campaign email automatically gets a one-click unsubscribe header and a visible unsubscribe link, so you don't need to add your own.`,
    },
  },
  {
    kind: 'help',
    slug: 'smtp-servers-and-rotation',
    category: 'campaigns',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-02-24T09:00:00.000Z',
    tr: {
      title: `SMTP sunucularını ekleme ve rotasyon stratejileri`,
      excerpt: `Kendi e-posta sunucularınızı nasıl ekleyeceğinizi ve gönderimi aralarında dağıtan üç stratejiden hangisini seçeceğinizi anlatıyoruz.`,
      body: `Ulak, e-postalarınızı sizin tanımladığınız SMTP sunucuları üzerinden gönderir: kendi e-posta sunucunuz ya da bir gönderim (relay) hizmeti. Birden fazla sunucu eklerseniz Ulak gönderimi aralarında dağıtarak yükü paylaştırır ve itibarınızı korur.

## Sunucu ekleme

Ana sayfadan e-posta rotasyonu penceresini açın. Sunucular sekmesinde şu alanları doldurun:
- Ad: "Ana sunucu" gibi, yalnızca sizin için bir etiket
- SMTP sunucusu ve port: Port varsayılan olarak 587'dir (STARTTLS ile gönderim portu)
- Kullanıcı adı ve parola
- IP adresi: sunucunun gönderim yaptığı adres; istatistiklerde işinize yarar
- Günlük limit: varsayılan olarak günde 1.000 e-posta

Ad, sunucu ve kullanıcı adı zorunludur. Doğru değerleri sağlayıcınızdan öğrenin; birçok sağlayıcı normal parola yerine uygulamaya özel bir parola ister. Artık kullanmadığınız bir sunucuyu listeden silebilirsiniz.

## Rotasyon stratejileri

Strateji sekmesinden üç seçenekten birini seçin:
- Sırayla (round-robin): Sunucular sırayla gönderim yapar. Basit ve dengelidir; sunucularınız birbirine benziyorsa en iyi seçimdir.
- Ağırlıklı (weighted): Her sunucu kapasitesiyle orantılı bir pay alır; büyük bir gönderim hizmeti, küçük bir yedek sunucudan daha fazla yük taşır.
- Performansa dayalı: Ulak son dönemde daha az hata ve erteleme yaşayan sunuculara öncelik verir, zorlananlara daha az gönderim yapar.

Hangi stratejiyi seçerseniz seçin, günlük limitine ulaşan sunucu ertesi güne kadar atlanır. Geçici hatalar (4xx yanıtları, hız sınırlaması) bir süre sonra başka bir sunucu üzerinden yeniden denenir ve kalıcı hata sayılmaz. Kalıcı retler (5xx) ise geri dönen e-posta olarak kaydedilir.

## İstatistikler

İstatistikler sekmesi her sunucunun bugün gönderdiği e-posta sayısını, durumunu ve itibarını gösterir. Durumu etkin olmayan bir sunucu ilgi bekliyor demektir; kullanıcı bilgilerini ve bağlantıyı kontrol edin.

## DNS'i unutmayın

Eklediğiniz her sunucuyu alan adınızın SPF kaydına ekleyin ve gönderim alan adınız için DKIM imzalamayı ayarlayın. Aksi hâlde rotasyon, itibarınızı korumak yerine e-postalarınızın spam klasörüne düşmesine yol açabilir.`,
    },
    en: {
      title: `Setting up SMTP servers and rotation strategies`,
      excerpt: `How to add your own mail servers, and which of the three strategies for spreading sending across them to choose.`,
      body: `Ulak sends your email through SMTP servers that you define: your own mail server or a relay service. Add more than one and Ulak spreads sending across them, sharing the load and protecting your reputation.

## Adding a server

Open the mail rotation dialog from the dashboard. On the Servers tab, fill in:
- Name: a label just for you, such as "Main relay"
- SMTP host and port: the port defaults to 587 (mail submission with STARTTLS)
- Username and password
- IP address: the address the server sends from, useful in the stats
- Daily limit: 1,000 emails a day by default

Name, host and username are required. Get the right values from your provider; many of them want an app-specific password rather than your normal one. You can delete a server you no longer use from the list.

## Rotation strategies

On the Strategy tab, choose one of three options:
- Round-robin: servers take turns. Simple and even, and the best choice when your servers are similar.
- Weighted: each server gets a share in proportion to its capacity, so a large relay carries more than a small backup server.
- Performance-based: Ulak favours servers that have recently had fewer failures and deferrals, and sends less through the ones that are struggling.

Whichever strategy you choose, a server that reaches its daily limit is skipped until the next day. Temporary errors (4xx replies, throttling) are retried later on another server and are not counted as hard failures. Permanent rejections (5xx) are recorded as bounces.

## Stats

The Stats tab shows how many emails each server has sent today, its status and its reputation. A server whose status is not active needs attention: check its credentials and connection.

## Don't forget DNS

Add every server to your domain's SPF record and set up DKIM signing for your sending domain. Without them, rotation can send your email to spam instead of protecting your reputation.`,
    },
  },
  {
    kind: 'help',
    slug: 'leads-statuses-and-sources',
    category: 'crm',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-03-10T09:00:00.000Z',
    tr: {
      title: `Müşteri adayları: durumlar, kaynaklar ve etkinlikler`,
      excerpt: `Bir adayın hangi bilgileri taşıdığı, yedi durumun ne anlama geldiği, kaynakların nasıl kullanıldığı ve etkinliklerin puana etkisi.`,
      body: `Müşteri adayları, sizden satın alma ihtimali olan kişi ya da şirketlerdir. Onları CRM sayfasının Adaylar sekmesinde yönetirsiniz.

## Bir adayın bilgileri

Her adayda ad, e-posta ve telefon, şirket, durum, kaynak, tahmini değer, puan, sorumlu ekip üyesi ve son etkinlik bulunur. Tablo, her satırda puanı 1–5 yıldız ve rakam olarak gösterir; listeyi filtreleyebilir, içe ve dışa aktarabilirsiniz.

## Durumlar

- Yeni (new): Yeni geldi, henüz kimse görüşmedi.
- İletişime geçildi (contacted): İlk temas kuruldu.
- Nitelikli (qualified): İhtiyacı, bütçesi ve karar yetkisi size uyuyor.
- Teklif (proposal): Teklif gönderildi.
- Pazarlık (negotiation): Koşullar konuşuluyor.
- Kazanıldı (won): Müşteriniz oldu.
- Kaybedildi (lost): Satın almamaya karar verdi ya da görüşme sonuçsuz kaldı.

Durumları güncel tutun; ana sayfadaki göstergeler ve dönüşüm hunisi bu bilgiden hesaplanır. Bir aday için somut bir satış fırsatı doğduğunda, onu Fırsatlar sekmesindeki satış hunisinde de takip edin.

## Kaynaklar

Her adayın nereden geldiğini kaydedin: web sitesi, sosyal medya, e-posta kampanyası, referans, soğuk arama, fuar, iş ortağı ya da diğer. Analiz sekmesi her kaynaktan gelen aday sayısını ve toplamdaki payını gösterir. Böylece bütçenizi en çok nitelikli aday getiren kanala ayırabilirsiniz.

## Etkinlikler

Arama, e-posta, toplantı, not ve görev kaydedebilirsiniz. Her etkinlik adayın son etkinlik bilgisini günceller ve ekibin geri kalanı görüşmenin nerede kaldığını görür. Etkinlikler puanı da etkiler: Varsayılan ayarlarda bir e-posta açma 10, web sitesi ziyareti 15, form doldurma 25, telefon görüşmesi 50 puan değerindedir.

## İçe ve dışa aktarma

İçe Aktar düğmesiyle bir CSV dosyasından toplu aday ekleyebilir, Dışa Aktar ile listeyi indirebilirsiniz. Dışa aktarılan dosya kişisel veri içerir; güvenli bir yerde saklayın ve işiniz bitince silin.`,
    },
    en: {
      title: `Leads: statuses, sources and activities`,
      excerpt: `What a lead record holds, what the seven statuses mean, how sources are used, and how activities affect the score.`,
      body: `Leads are people or companies who might buy from you. You manage them on the Leads tab of the CRM page.

## What a lead holds

Each lead has a name, email and phone, company, status, source, estimated value, score, the team member it's assigned to, and its last activity. The table shows the score as one to five stars plus the number, and you can filter, import and export the list.

## Statuses

- New: just arrived, nobody has talked to them yet.
- Contacted: first contact has been made.
- Qualified: their need, budget and authority fit what you offer.
- Proposal: you have sent an offer.
- Negotiation: you are discussing terms.
- Won: they became a customer.
- Lost: they decided not to buy, or the conversation went nowhere.

Keep statuses up to date: the dashboard figures and the conversion funnel are calculated from them. When a real sales opportunity comes up, track it on the pipeline under the Deals tab as well.

## Sources

Record where each lead came from: website, social media, email campaign, referral, cold call, trade show, partner or other. The Analytics tab shows how many leads each source produced and its share of the total, so you can put your budget into the channels that bring in qualified leads.

## Activities

You can log calls, emails, meetings, notes and tasks. Each activity updates the lead's last activity, and the rest of the team can see where the conversation stands. Activities also feed the score: by default an email open is worth 10 points, a website visit 15, a form fill 25 and a phone call 50.

## Import and export

Use the Import button to add leads in bulk from a CSV file, and Export to download the list. An exported file contains personal data, so keep it somewhere safe and delete it when you are done.`,
    },
  },
  {
    kind: 'help',
    slug: 'deals-pipeline',
    category: 'crm',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-04-07T09:00:00.000Z',
    tr: {
      title: `Satış hunisi: fırsatları aşamalar arasında taşımak`,
      excerpt: `Fırsatlar panosu nasıl çalışır, aşamaların kazanma olasılıkları nedir ve ağırlıklı huni değeri nasıl hesaplanır?`,
      body: `Fırsatlar sekmesi, açık satış fırsatlarınızı bir pano üzerinde gösterir. Her sütun bir aşamadır; sütun başlığında aşamanın adı, kazanma olasılığı ve onu diğerlerinden ayıran bir renk çubuğu yer alır.

## Aşamalar ve olasılıklar

- İlk temas: %10
- İhtiyaç analizi: %25
- Teklif hazırlama: %50
- Pazarlık: %75
- Karar: %90
- Kapanış: %100

Olasılık, o aşamadaki bir fırsatın kazanılma ihtimalini ifade eder ve tahminlerde kullanılır.

## Fırsat oluşturma ve taşıma

Bir fırsat bir müşteriye ya da adaya bağlıdır ve bir tutar, para birimi ve beklenen kapanış tarihi taşır. Fırsat ilerledikçe kartını sürükleyip bir sonraki aşamanın sütununa bırakın. Kartı açarak ayrıntılarını ve bağlı etkinlikleri görebilirsiniz.

Fırsat sonuçlandığında onu kazanıldı ya da kaybedildi olarak kapatın. Kaybedilen fırsatlara nedenini anlatan kısa bir not eklemek, zamanla hangi aşamada neden kaybettiğinizi görmenizi sağlar.

## Ağırlıklı huni değeri

Her fırsatın tutarı, bulunduğu aşamanın olasılığıyla çarpılır ve bunlar toplanır. Örneğin İhtiyaç analizi aşamasındaki 100.000 TL'lik bir fırsat tahmine 25.000 TL olarak yansır. Bu değer, açık fırsatların düz toplamından daha gerçekçi bir gelir tahmini verir.

## İyi bir pano için

- Her kartın bir sonraki adımı ve tarihi olsun.
- Haftada bir panoyu ekipçe gözden geçirin; haftalardır kıpırdamayan kartları ya ilerletin ya geri alın ya da kapatın.
- Olasılıkları kendi satış sürecinize göre değerlendirin; tahmin, ancak aşamalar gerçeği yansıttığında doğru çıkar.`,
    },
    en: {
      title: `The deals pipeline: moving deals through the stages`,
      excerpt: `How the deals board works, the win probability of each stage, and how the weighted pipeline value is calculated.`,
      body: `The Deals tab shows your open sales opportunities on a board. Each column is a stage, and its header shows the stage name, its win probability and a colour bar that sets it apart from the others.

## Stages and probabilities

- First contact: 10%
- Needs analysis: 25%
- Proposal preparation: 50%
- Negotiation: 75%
- Decision: 90%
- Closing: 100%

The probability is the chance that a deal at that stage will be won, and it's used in forecasts.

## Creating and moving deals

A deal is linked to a customer or lead and carries an amount, a currency and an expected close date. As the deal progresses, drag its card and drop it into the next stage's column. Open a card to see its details and related activities.

When a deal is decided, close it as won or lost. A short note on why a deal was lost helps you see, over time, where and why you lose deals.

## Weighted pipeline value

Each deal's amount is multiplied by the probability of its stage, and the results are added up. For example, a 100,000 TRY deal in needs analysis counts as 25,000 TRY. That gives you a more realistic revenue forecast than the plain total of all open deals.

## Keeping the board useful

- Give every card a next step and a date.
- Review the board as a team once a week. Cards that haven't moved for weeks should be moved on, moved back or closed.
- Check the probabilities against your own sales process; a forecast is only as good as the stages behind it.`,
    },
  },
  {
    kind: 'help',
    slug: 'reading-the-dashboard',
    category: 'analytics',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-05-05T09:00:00.000Z',
    tr: {
      title: `Ana sayfayı ve temel göstergeleri okumak`,
      excerpt: `Tarih aralığı seçimi, otomatik yenileme ve gösterge kartlarındaki oranların tam olarak neyi ölçtüğü.`,
      body: `Giriş yaptığınızda ilk gördüğünüz ekran ana sayfadır. Buradaki her rakam kendi çalışma alanınızdaki kayıtlardan hesaplanır; örnek ya da tahmini veri gösterilmez. Yeni bir çalışma alanında göstergeler sıfırdır ve kartlar sizi ilk adıma yönlendirir.

## Tarih aralığı ve yenileme

Sağ üstteki seçiciyle aralığı belirleyin: son 1 saat, 24 saat, 7 gün (varsayılan), 30 gün, 90 gün ya da 1 yıl. Ekran her 30 saniyede bir kendiliğinden yenilenir; Yenile düğmesiyle beklemeden güncelleyebilirsiniz.

## Gösterge kartları

Kullandığınız modüllere göre kartlar şunları içerir:
- Gönderilen: Seçilen aralıkta sunucularınızın kabul ettiği e-posta sayısı.
- Açılma oranı: E-postayı en az bir kez açan alıcıların, teslim edilen e-postalara oranı.
- Tıklama oranı: En az bir bağlantıya tıklayan alıcıların, teslim edilen e-postalara oranı.
- Geri dönme ve abonelikten çıkma: Listenizin sağlığını gösterir; ani bir artış ilgi ister.
- Yeni adaylar ve açık fırsatlar: CRM'e giren adaylar ve satış hunisinin ağırlıklı değeri.
- Faturalar: Tahsil edilen tutar, bekleyen ödemeler ve vadesi geçmiş faturalar.

## Oranları doğru yorumlamak

Açılmalar bir takip pikseliyle ölçülür. Bazı e-posta uygulamaları görselleri ya hiç yüklemez ya da gizlilik gereği otomatik yükler; bu yüzden açılma oranı kesin bir ölçü değil, bir eğilim göstergesidir. Kampanyaları karşılaştırırken tıklama oranını ve dönüşümleri esas alın.

Küçük sayılarla yüzdeler kolayca yanıltır. 20 kişiye gönderilen bir e-postada tek bir tıklama oranı beş puan değiştirir; sonuç çıkarmadan önce yeterli veri birikmesini bekleyin.

## Sekmeler

Ana sayfadaki sekmeler kampanyalar, CRM, otomasyon, faturalama ve abonelik gibi alanların özetini ayrı ayrı gösterir. Ayrıntılı ve dönem bazlı raporlar için Analitik ekranını kullanın; raporları oradan PDF olarak da indirebilirsiniz.`,
    },
    en: {
      title: `Reading the dashboard and its KPIs`,
      excerpt: `Choosing a date range, automatic refresh, and exactly what the rates on the KPI cards measure.`,
      body: `The dashboard is the first screen you see after signing in. Every number on it is calculated from the records in your own workspace; no sample or estimated data is shown. In a new workspace the figures are zero and the cards point you to the first step.

## Date range and refresh

Use the selector at the top right to choose the range: the last hour, 24 hours, 7 days (the default), 30 days, 90 days or a year. The screen refreshes itself every 30 seconds, and the Refresh button updates it straight away.

## KPI cards

Depending on the modules you use, the cards include:
- Sent: the number of emails your servers accepted in the selected range.
- Open rate: recipients who opened the email at least once, as a share of emails delivered.
- Click rate: recipients who clicked at least one link, as a share of emails delivered.
- Bounces and unsubscribes: a measure of your list's health; a sudden rise needs attention.
- New leads and open deals: leads entering the CRM and the weighted value of your pipeline.
- Invoices: amounts collected, payments pending and invoices overdue.

## Interpreting the rates

Opens are measured with a tracking pixel. Some mail apps never load images, while others load them automatically for privacy reasons, so the open rate is a trend indicator rather than an exact measure. When comparing campaigns, rely on click rates and conversions.

Percentages are easily misleading with small numbers. In an email sent to 20 people, a single click moves the rate by five points, so let enough data build up before drawing conclusions.

## Tabs

The tabs on the dashboard summarise individual areas such as campaigns, CRM, automation, invoicing and your subscription. For detailed, period-based reports use the Analytics screen, where you can also download reports as PDF.`,
    },
  },
  {
    kind: 'help',
    slug: 'exporting-reports',
    category: 'analytics',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-06-09T09:00:00.000Z',
    tr: {
      title: `Raporları dışa aktarma`,
      excerpt: `Analitik ekranından dönem seçip PDF rapor indirmek, aynı raporu API ile almak ve dışa aktarılan verileri güvenle paylaşmak.`,
      body: `Analitik ekranı, seçtiğiniz dönemin ayrıntılı bir raporunu sunar ve bu raporu tek tıkla PDF olarak indirmenizi sağlar. Yönetime aylık özet hazırlamak ya da bir müşteriye kampanya sonuçlarını göstermek için idealdir.

## Dönem seçme

Üstteki seçiciden son 7, 30 ya da 90 günü veya son 1 yılı seçin. Ekrandaki altı özet kartı ve kampanyalar, coğrafya, cihazlar, gelir, etkileşim ve tahminler sekmeleri seçtiğiniz döneme göre güncellenir. Yeni veriyi hemen görmek için Yenile düğmesine basın.

## PDF indirme

PDF İndir düğmesine bastığınızda seçili dönemin raporu analytics-report.pdf adıyla bilgisayarınıza iner. Rapor, ekranda gördüğünüz özet rakamları ve kampanya performans tablosunu içerir. Uzun dönemlerde raporun hazırlanması birkaç saniye sürebilir.

## API ile dışa aktarma

Raporları düzenli olarak başka bir sisteme aktarıyorsanız aynı dosyayı API'den de alabilirsiniz. Bearer token ile şu isteği gönderin:
- GET /api/analytics/export?format=pdf&days=30

days parametresi ekrandaki dönem seçeneklerine karşılık gelir: 7, 30, 90 ya da 365. Parametrelerin ve yanıtların ayrıntılı açıklaması /api/docs adresindeki API belgelerinde yer alır.

## Aday listesini dışa aktarma

CRM sayfasındaki Adaylar sekmesinde bulunan Dışa Aktar düğmesi, aday listesini indirir. Bu dosya ad, e-posta ve telefon gibi kişisel veriler içerir.

## Güvenli paylaşım

- Kampanya raporları toplu rakamlardan oluşur; aday listeleri ise kişisel veri içerir. İkisini farklı özenle paylaşın.
- Kişisel veri içeren dosyaları e-posta ekinde göndermek yerine erişimi kısıtlı bir ortamda paylaşın.
- İşiniz bittiğinde indirilen dosyaları silin; KVKK ve GDPR, veriyi gereğinden uzun saklamamanızı ister.`,
    },
    en: {
      title: `Exporting reports`,
      excerpt: `Picking a period on the Analytics screen and downloading a PDF report, getting the same report through the API, and sharing exported data safely.`,
      body: `The Analytics screen gives you a detailed report for the period you choose, and lets you download it as a PDF in one click. It's ideal for a monthly summary for management or for showing a client how their campaigns performed.

## Choosing a period

Use the selector at the top to pick the last 7, 30 or 90 days, or the last year. The six summary cards and the campaigns, geographic, devices, revenue, engagement and predictions tabs all update to match. Press Refresh to see new data straight away.

## Downloading a PDF

Press Download PDF and the report for the selected period is saved to your computer as analytics-report.pdf. It contains the summary figures you see on screen and the campaign performance table. For long periods the report may take a few seconds to prepare.

## Exporting through the API

If you move reports into another system on a regular basis, you can fetch the same file from the API. Send this request with your bearer token:
- GET /api/analytics/export?format=pdf&days=30

The days parameter matches the period options on screen: 7, 30, 90 or 365. Parameters and responses are described in full in the API documentation at /api/docs.

## Exporting the leads list

The Export button on the Leads tab of the CRM page downloads your list of leads. That file contains personal data such as names, email addresses and phone numbers.

## Sharing safely

- Campaign reports consist of aggregate figures, while lead lists contain personal data. Treat them differently.
- Rather than emailing files with personal data as attachments, share them somewhere with restricted access.
- Delete downloaded files once you are done with them; KVKK and GDPR expect you not to keep data longer than you need it.`,
    },
  },
  {
    kind: 'help',
    slug: 'changing-plans-and-usage-levels',
    category: 'billing',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-06-23T09:00:00.000Z',
    tr: {
      title: `Plan değiştirme ve kullanım seviyeleri`,
      excerpt: `Abonelik sayfasında planınızı nasıl yükseltip düşüreceğinizi ve kullanım çubuğundaki uyarıların ne anlama geldiğini öğrenin.`,
      body: `Planınızı, kullanımınızı ve faturalandırma bilgilerinizi abonelik sayfasında bulursunuz. Sayfaya kullanıcı menüsündeki Faturalandırma bağlantısından ya da ana sayfadaki Planı yönet düğmesinden ulaşabilirsiniz.

## Genel bakış

Genel bakış sekmesi mevcut planınızı, aylık fiyatını, bu ay gönderilen e-posta sayısını, dönem sonunu ve abonelik durumunu gösterir. Deneme sürecindeyseniz denemenin bittiği tarih de burada yazar.

## Kullanım seviyeleri

Kullanım, bu ay gönderilen e-postaların aylık limitinize oranıdır. Kullanım sekmesindeki çubuk bu orana göre renk ve metin değiştirir:
- %70'in altı: Normal kullanım
- %70 ve üzeri: Yüksek kullanım. Ay sonuna kadar yetip yetmeyeceğini gözden geçirme zamanı.
- %90 ve üzeri: Limit neredeyse doldu! Büyük bir kampanya planlıyorsanız önce planınızı yükseltin.

Limit gönderim anında uygulanır: Aylık limitinizi aşan e-postalar gönderilmez. Hemen devam etmek için planınızı yükseltebilir ya da sayacın yeni ayın başında sıfırlanmasını bekleyebilirsiniz.

## Planı yükseltme ve düşürme

Yükselt sekmesi planları sırasıyla listeler. Mevcut planınızda "Mevcut Plan" etiketi bulunur ve düğme yoktur. Sizden sonra gelen planlarda Yükselt, önce gelenlerde Düşür düğmesi görünür.

- Her plan değişikliğinden önce bir onay penceresi tutarı gösterir: yeni planın aylık fiyatı, mevcut dönemin kullanılmayan kısmı için alacağınız, şimdi ödenecek tutar ve ne zaman tahsil edileceği. Çevrim içi ödeme kurulu değilse ödeme alınmadığını açıkça söyler.
- Yükseltme onayladığınızda geçerli olur; yeni limitinizi aynı gün kullanmaya başlayabilirsiniz. Ödeme gerekiyorsa güvenli ödeme adımına yönlendirilirsiniz ve plan ödeme onaylanınca değişir.
- Düşürmede aylık limitiniz bundan sonra daha düşük olacaktır. Bu ayki gönderiminiz yeni limiti zaten aştıysa, ay bitene kadar yeni gönderim yapamayabilirsiniz.

İşlem başarılı olduğunda "Plan başarıyla güncellendi!" mesajını görürsünüz. "Plan güncellenirken hata oluştu." mesajını görürseniz biraz sonra tekrar deneyin; sorun sürerse destek ekibimize yazın.

## Yıllık ödeme

Yıllık ödemeye geçtiğinizde on iki ay için on ay ücret ödersiniz. Fiyatlar avro cinsinden belirlenir ve seçtiğiniz para biriminde gösterilir.`,
    },
    en: {
      title: `Changing plans and usage levels`,
      excerpt: `How to upgrade or downgrade on the subscription page, and what the warnings on the usage bar mean.`,
      body: `You'll find your plan, usage and billing details on the subscription page. Get there through Billing in the user menu or the Manage plan button on the dashboard.

## Overview

The Overview tab shows your current plan, its monthly price, how many emails you have sent this month, when the current period ends and the status of your subscription. If you are on a trial, the date it ends is shown here too.

## Usage levels

Usage is the number of emails sent this month as a share of your monthly limit. On the Usage tab, the bar changes colour and text as it fills:
- Below 70%: Normal usage
- 70% or more: High usage. Time to check whether your limit will last until the end of the month.
- 90% or more: Limit almost reached! If you're planning a big campaign, upgrade first.

The limit is enforced at send time: emails beyond your monthly limit are not sent. To carry on straight away, upgrade your plan, or wait for the count to reset at the start of the next month.

## Upgrading and downgrading

The Upgrade tab lists the plans in order. Your current plan carries a "Current Plan" badge and has no button. Plans above yours show an Upgrade button, plans below it a Downgrade button.

- Every plan change first shows a confirmation with the money involved: the new plan's monthly price, the credit for the unused part of your current period, the amount due now and when it is charged. If online payment is not set up, it says plainly that no payment is taken.
- An upgrade takes effect when you confirm it, so you can use the new limit the same day. If a payment is due, you'll be taken to a secure payment step and the plan changes once the payment is confirmed.
- After a downgrade your monthly limit is lower from then on. If you have already sent more this month than the new limit allows, you may not be able to send again until the month is over.

When it works you'll see "Plan upgraded successfully!". If you see "Error upgrading plan.", try again in a moment, and contact our support team if the problem persists.

## Yearly billing

On yearly billing you pay for ten months and get twelve. Prices are set in euros and shown in the currency you have chosen.`,
    },
  },
  {
    kind: 'help',
    slug: 'invoices-and-payment-methods',
    category: 'billing',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-07-21T09:00:00.000Z',
    tr: {
      title: `Faturalar, ödeme yöntemleri ve hatırlatmalar`,
      excerpt: `Müşterilerinize fatura kesmek, KDV oranlarını seçmek, PDF ve UBL çıktısı almak, ödemeleri kaydetmek ve hatırlatmaları otomatikleştirmek.`,
      body: `Faturalar ekranından müşterilerinize fatura keser, ödemeleri takip eder ve geciken ödemeler için hatırlatmaları otomatikleştirirsiniz. Başlamadan önce şirket ayarlarında vergi numaranızı, adresinizi ve banka bilgilerinizi girin; her faturada bu bilgiler kullanılır.

## Fatura oluşturma

Yeni Fatura düğmesine basın, kişileriniz arasından müşteriyi seçin ve satırları ekleyin. Her satırın bir miktarı, birim fiyatı ve KDV oranı vardır.
- Para birimi: TRY (varsayılan), USD, EUR veya GBP
- KDV: Genel oran %20, indirimli oran %10. Temmuz 2023 öncesine ait belgeler ya da istisnalar için %0, %1, %8 ve %18 de seçilebilir.
- Vade: Varsayılan olarak 30 gün; fatura bazında değiştirebilirsiniz.

Fatura numarası INV-YYYY-### düzeninde otomatik verilir, örneğin INV-2026-014. Standart, kurumsal, minimal ve renkli şablonlardan birini seçebilirsiniz.

## Durumlar

Bir fatura şu durumlardan geçer: taslak, gönderildi, görüntülendi, ödendi. Vadesi geçen ödenmemiş faturalar otomatik olarak vadesi geçti durumuna alınır; yanlış kesilen bir fatura iptal edilebilir.

## PDF ve e-fatura

Her fatura, insanlar için PDF olarak ve muhasebe yazılımları için EN 16931'e uygun UBL XML olarak indirilebilir. Türkiye'deki e-Fatura ve e-Arşiv yükümlülükleriniz GİB sistemi üzerinden ayrıca yürür; bu dosyalar onların yerini tutmaz.

## Ödemeleri kaydetme

Bir ödeme geldiğinde faturayı ödendi olarak işaretleyin ve ödeme yöntemini seçin:
- Banka havalesi / EFT
- Kredi kartı
- PayPal
- Kripto para

Ödeme yöntemlerinin dağılımı, faturalama analizinde hangi kanalların tercih edildiğini gösterir.

## Hatırlatmalar

Ödeme hatırlatmalarını açtığınızda Ulak, vadesi yaklaşan ve geçen faturalar için müşterinize nazik bir e-posta gönderir. E-posta fatura numarasını, tutarı ve vade tarihini içerir. Ödendi olarak işaretlenen faturalar için hatırlatma gönderilmez.`,
    },
    en: {
      title: `Invoices, payment methods and reminders`,
      excerpt: `Issuing invoices to your customers, choosing VAT rates, getting PDF and UBL output, recording payments and automating reminders.`,
      body: `On the Invoices screen you issue invoices to your customers, track payments and automate reminders for late payers. Before you start, enter your tax number, address and bank details in company settings; they appear on every invoice.

## Creating an invoice

Press New Invoice, pick the customer from your contacts and add the lines. Each line has a quantity, a unit price and a VAT rate.
- Currency: TRY (the default), USD, EUR or GBP
- VAT: the standard Turkish rate is 20% and the reduced rate 10%. For documents from before July 2023 or for exemptions, 0%, 1%, 8% and 18% are also available.
- Payment term: 30 days by default, and you can change it on any invoice.

The invoice number is assigned automatically in the INV-YYYY-### format, for example INV-2026-014. You can choose from the standard, corporate, minimal and colourful templates.

## Statuses

An invoice moves through draft, sent, viewed and paid. Unpaid invoices past their due date are marked overdue automatically, and an invoice issued by mistake can be cancelled.

## PDF and e-invoice

Every invoice can be downloaded as a PDF for people and as UBL XML following EN 16931 for accounting software. In Turkey, your e-Fatura and e-Arşiv obligations run separately through the GİB system, and these files don't replace them.

## Recording payments

When a payment arrives, mark the invoice as paid and choose the payment method:
- Bank transfer
- Credit card
- PayPal
- Cryptocurrency

The split by payment method shows up in the invoicing analytics, so you can see which channels your customers prefer.

## Reminders

With payment reminders switched on, Ulak sends your customer a polite email for invoices that are about to fall due or are already overdue. The email includes the invoice number, the amount and the due date. Invoices marked as paid never get a reminder.`,
    },
  },
  {
    kind: 'help',
    slug: 'reset-your-password',
    category: 'security',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-08-04T09:00:00.000Z',
    tr: {
      title: `Şifrenizi sıfırlama`,
      excerpt: `Şifrenizi unuttuysanız e-postanıza gelen 6 haneli kodla birkaç dakikada yenisini belirleyebilirsiniz.`,
      body: `Şifrenizi unuttuysanız e-posta adresinize gönderilen 6 haneli bir kodla yeni bir şifre belirleyebilirsiniz. Tüm işlem birkaç dakika sürer.

## Adım adım

- Giriş sayfasında "Şifrenizi mi unuttunuz?" bağlantısına tıklayın.
- Hesabınızın e-posta adresini yazıp Kod gönder'e basın.
- E-postanıza gelen 6 haneli kodu girin ve Doğrula'ya basın.
- Yeni şifrenizi iki kez yazın ve Şifreyi sıfırla'ya basın. Şifre en az 6 karakter olmalı ve iki giriş birbirini tutmalıdır.
- "Şifreniz sıfırlandı." mesajını gördükten sonra yeni şifrenizle giriş yapın.

## Kodla ilgili bilmeniz gerekenler

- Kod 15 dakika geçerlidir.
- Kodu en fazla 5 kez yanlış girebilirsiniz; sonrasında yeni bir kod istemeniz gerekir.
- Yeni bir kod istediğinizde önceki kod geçersiz olur.
- Güvenliğiniz için, yazdığınız adres kayıtlı olsun ya da olmasın aynı mesajı gösteririz. Böylece kimse bu ekrandan bir adresin Ulak'ta hesabı olup olmadığını öğrenemez.

## Kod gelmedi mi?

- Spam ve gereksiz klasörlerinizi kontrol edin ve bir iki dakika bekleyin.
- Adresi doğru yazdığınızdan emin olun; hesabınızı hangi adresle açtıysanız o adresi kullanmalısınız.
- "Kodu tekrar gönder" bağlantısıyla ilk adıma dönüp yeni bir kod isteyin.
- Çok sık deneme yaparsanız bir süre beklemeniz istenir. Mesajda ne kadar beklemeniz gerektiği yazar.

Ulak'ı kendi sunucunuzda çalıştırıyorsanız ve henüz bir SMTP sunucusu tanımlanmadıysa kod gerçek posta kutunuza gitmez; platform yöneticisinin yakalama kutusuna düşer. Bu durumda yöneticinizden yardım isteyin.

## Sıfırlamadan sonra

Şifreniz değiştiğinde tüm cihazlardaki oturumlarınız kapatılır. Bu, biri hesabınıza erişmiş olsa bile onu dışarıda bırakır. Kullandığınız her cihazda yeni şifrenizle yeniden giriş yapmanız gerekir.`,
    },
    en: {
      title: `Resetting your password`,
      excerpt: `Forgotten your password? Set a new one in a few minutes with a 6-digit code sent to your email.`,
      body: `If you've forgotten your password, you can set a new one with a 6-digit code sent to your email address. The whole thing takes a few minutes.

## Step by step

- On the sign-in page, click "Forgot your password?".
- Enter your account's email address and press Send code.
- Type in the 6-digit code from the email and press Verify.
- Enter your new password twice and press Reset password. It must be at least 6 characters long, and both entries must match.
- Once you see "Your password has been reset.", sign in with the new password.

## About the code

- The code is valid for 15 minutes.
- You can enter it wrongly at most 5 times; after that you need to ask for a new one.
- Requesting a new code cancels the previous one.
- For your security, we show the same message whether or not the address you typed is registered. That way nobody can use this screen to find out whether someone has an Ulak account.

## Didn't get a code?

- Check your spam and junk folders, and give it a minute or two.
- Make sure you typed the address correctly; it has to be the one you signed up with.
- Use "Resend code" to go back to the first step and request a new code.
- If you try too often, you'll be asked to wait for a while. The message tells you how long.

If you run Ulak on your own server and no SMTP server has been set up yet, the code doesn't go to your real mailbox; it lands in the platform administrator's capture mailbox. In that case, ask your administrator for help.

## After the reset

When your password changes, your sessions on every device are signed out. Even if someone else had access to your account, this locks them out. You'll need to sign in again with the new password on each device you use.`,
    },
  },
  {
    kind: 'help',
    slug: 'keep-your-account-safe',
    category: 'security',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-09-08T09:00:00.000Z',
    tr: {
      title: `Hesabınızı güvende tutmak`,
      excerpt: `Ulak'ın hesabınızı nasıl koruduğu, oturumların nasıl çalıştığı ve şüphelendiğinizde her yerden nasıl çıkış yapacağınız.`,
      body: `Hesabınızda müşterilerinizin kişisel verileri, satış fırsatlarınız ve faturalarınız bulunur. Ulak'ın bunları korumak için neler yaptığını ve sizin neler yapabileceğinizi özetledik.

## Ulak'ın tarafında

- Şifreler asla düz metin olarak saklanmaz; günümüzde önerilen yöntemlerden biri olan argon2id ile özetlenir. Şifrenizi biz de göremeyiz.
- Giriş ve şifre sıfırlama denemeleri sınırlandırılır. Kısa sürede çok sayıda hatalı deneme yapılırsa bir süre beklemeniz istenir; bu, şifre tahmin saldırılarını yavaşlatır.
- Her kayıt bir çalışma alanına aittir; başka bir çalışma alanındaki kullanıcılar verilerinizi göremez.

## Oturumlar nasıl çalışır?

Her giriş, o tarayıcıya ya da cihaza özel bir oturum açar. 30 gün boyunca kullanılmayan oturumlar kendiliğinden sona erer; kullandıkça süre uzar.
- Kullanıcı menüsündeki Çıkış yap, yalnızca o cihazdaki oturumu kapatır.
- Profil sayfasından şifrenizi değiştirdiğinizde, kullandığınız oturum dışındaki tüm oturumlar kapatılır.
- Şifrenizi sıfırladığınızda, bulunduğunuz cihaz dahil her yerdeki oturumlar kapatılır.

## Birinin hesabınıza girdiğinden şüpheleniyorsanız

Giriş sayfasındaki "Şifrenizi mi unuttunuz?" adımlarıyla şifrenizi sıfırlayın. Bu, her yerden çıkış yapmanın en hızlı yoludur: Eski şifreyi bilen biri ya da açık kalmış bir oturum hemen dışarıda kalır. Ardından son kampanyalarınızı, mail sunucusu ayarlarınızı ve dışa aktarımları gözden geçirin, gerekirse destek ekibimize yazın.

## Sizin tarafınızda

- Ulak için başka hiçbir yerde kullanmadığınız, uzun bir şifre seçin. Bir şifre yöneticisi bu işi çok kolaylaştırır.
- Ortak kullanılan bilgisayarlarda işiniz bitince mutlaka çıkış yapın.
- Oltalama e-postalarına dikkat edin. Ulak sizden hiçbir zaman e-posta, telefon ya da sohbet yoluyla şifrenizi veya sıfırlama kodunuzu istemez.
- İstemediğiniz hâlde bir sıfırlama kodu aldıysanız, birisi adresinizi yazmış demektir. Kodu kimseyle paylaşmayın; 15 dakika sonra geçersiz olur. Şifreniz güçlüyse başka bir şey yapmanıza gerek yok, içiniz rahat değilse şifrenizi değiştirin.
- API token'larını şifre gibi saklayın; kaynak koduna ya da paylaşılan belgelere yazmayın.`,
    },
    en: {
      title: `Keeping your account safe`,
      excerpt: `How Ulak protects your account, how sessions work, and how to sign out everywhere if something looks wrong.`,
      body: `Your account holds your customers' personal data, your deals and your invoices. Here is what Ulak does to protect them, and what you can do yourself.

## What Ulak does

- Passwords are never stored as plain text. They are hashed with argon2id, one of today's recommended methods, so even we can't see your password.
- Sign-in and password reset attempts are rate limited. After too many failed attempts in a short time, you'll be asked to wait, which slows down password-guessing attacks.
- Every record belongs to a workspace, and users in other workspaces can't see your data.

## How sessions work

Each sign-in opens a session for that particular browser or device. A session that isn't used for 30 days expires on its own; using it keeps it alive.
- Log out in the user menu ends the session on that device only.
- Changing your password on the Profile page signs out every session except the one you're using.
- Resetting your password signs out every session everywhere, including the device you're on.

## If you think someone has got into your account

Reset your password using "Forgot your password?" on the sign-in page. It's the quickest way to sign out everywhere: anyone who knows the old password, or any session left open, is locked out immediately. Then review your recent campaigns, mail server settings and exports, and contact our support team if needed.

## What you can do

- Choose a long password for Ulak that you don't use anywhere else. A password manager makes this easy.
- Always log out when you're done on a shared computer.
- Watch out for phishing. Ulak will never ask for your password or a reset code by email, phone or chat.
- If a reset code arrives that you didn't ask for, someone typed your address. Don't share the code with anyone; it expires after 15 minutes. If your password is strong there's nothing else you need to do, but change it if you feel uneasy.
- Treat API tokens like passwords: never put them in source code or shared documents.`,
    },
  },
  {
    kind: 'help',
    slug: 'rest-api-and-documentation',
    category: 'integrations',
    author: AUTHOR,
    readTime: 3,
    featured: false,
    publishedAt: '2026-10-13T09:00:00.000Z',
    tr: {
      title: `REST API ve /api/docs: bearer token ile bağlanmak`,
      excerpt: `Panelde yapabildiğiniz her şeyi API üzerinden de yapabilirsiniz. Token almayı, istek göndermeyi ve hataları okumayı anlatıyoruz.`,
      body: `Ulak'ın ekranları, sizin de kullanabileceğiniz aynı REST API ile çalışır. Panelde yaptığınız her şeyi kendi yazılımınızdan, bir entegrasyon aracından ya da bir betikten de yapabilirsiniz.

## Belgeler

Tüm uç noktalar, istek ve yanıt şemaları ve hata kodları /api/docs adresindeki OpenAPI belgelerinde yer alır. Belgeler her zaman çalışan sürümle aynı şemalardan üretilir; yani gördüğünüz şey, sunucunun gerçekte kabul ettiği şeydir. İstekleri doğrudan bu sayfadan da deneyebilirsiniz.

## Kimlik doğrulama

- E-posta adresiniz ve şifrenizle POST /api/auth/login isteği gönderin. Yanıt bir token ve kullanıcı bilgilerinizi içerir.
- Sonraki her istekte bu token'ı Authorization: Bearer başlığıyla gönderin.
- Token'ın geçerli olup olmadığını GET /api/auth/me ile kontrol edebilirsiniz.
- İşiniz bittiğinde POST /api/auth/logout ile token'ı geçersiz kılın.

Token bir oturumdur: 30 gün kullanılmazsa sona erer; çıkış yaptığınızda ya da şifrenizi sıfırladığınızda geçersiz olur. Şifrenizi değiştirdiğinizde de o anda kullandığınız oturum dışındaki tüm token'lar kapatılır. Token'ı bir şifre gibi saklayın; tarayıcıda çalışan koda, kaynak kod deposuna ya da paylaşılan belgelere koymayın.

## İstekler ve yanıtlar

- Tüm gövdeler JSON'dur ve sunucu tarafında şemayla doğrulanır.
- Mesajları Türkçe ya da İngilizce almak için Accept-Language: tr veya en başlığını gönderin.
- Listeler sayfalıdır ve limit değerinin bir üst sınırı vardır; tüm veriyi almak için sayfaları sırayla gezin.
- Örnek uç noktalar: GET /api/subscriptions/current, GET /api/subscriptions/plans, GET /api/dashboard/realtime. Diğer modüllerin uç noktaları belgelerde modül modül listelenir.

## Hatalar

Hatalı bir istek her zaman uygun bir 4xx durum koduyla döner ve hiçbir şeyi değiştirmez. Yanıt gövdesinde okunabilir bir mesaj (error ve message alanları), sabit bir code alanı ve gerekirse alan bazında ayrıntıları içeren details bulunur. Yazılımınızda mesaj metnine değil code alanına göre karar verin; metinler dile göre değişir, kodlar değişmez.

- 400: Gönderdiğiniz veri geçersiz; details hangi alanda sorun olduğunu söyler.
- 401: Token yok, süresi dolmuş ya da iptal edilmiş; yeniden giriş yapın.
- 403: Bu işlem için yetkiniz yok.
- 429: Çok fazla istek; yanıttaki süre kadar bekleyip tekrar deneyin.`,
    },
    en: {
      title: `The REST API and /api/docs: connecting with a bearer token`,
      excerpt: `Anything you can do in the panel you can also do through the API. How to get a token, send requests and read errors.`,
      body: `Ulak's screens run on the same REST API that you can use yourself. Anything you do in the panel, you can also do from your own software, an integration tool or a script.

## Documentation

Every endpoint, request and response schema and error code is described in the OpenAPI documentation at /api/docs. The documentation is generated from the same schemas the running server uses, so what you read is exactly what the server accepts. You can try requests straight from that page as well.

## Authentication

- Send POST /api/auth/login with your email address and password. The response contains a token and your user details.
- Send that token with every following request in an Authorization: Bearer header.
- Use GET /api/auth/me to check whether a token is still valid.
- When you're finished, revoke the token with POST /api/auth/logout.

A token is a session: it expires after 30 days without use, and stops working when you log out or reset your password. Changing your password also revokes every token except the session you're using at the time. Keep tokens as safe as passwords: never put them in code that runs in a browser, in a source repository or in shared documents.

## Requests and responses

- All bodies are JSON and are validated against a schema on the server.
- Send Accept-Language: tr or en to get messages in Turkish or English.
- Lists are paginated, with an upper cap on the limit value; walk through the pages to fetch everything.
- Example endpoints: GET /api/subscriptions/current, GET /api/subscriptions/plans, GET /api/dashboard/realtime. The documentation lists the endpoints of every other module, one module at a time.

## Errors

A bad request always comes back with the appropriate 4xx status code and changes nothing. The body contains a human-readable message (the error and message fields), a stable code field and, where useful, details with field-level information. Have your software make decisions on the code, not on the message text: the text changes with the language, the code never does.

- 400: the data you sent is invalid; details tells you which field is the problem.
- 401: the token is missing, expired or revoked; sign in again.
- 403: you're not allowed to do this.
- 429: too many requests; wait for the time given in the response and try again.`,
    },
  },
  {
    kind: 'help',
    slug: 'webhooks-for-bounces-and-complaints',
    category: 'integrations',
    author: AUTHOR,
    readTime: 2,
    featured: false,
    publishedAt: '2026-11-10T09:00:00.000Z',
    tr: {
      title: `Geri dönen e-postalar ve şikâyetler için webhook'lar`,
      excerpt: `Gönderim sağlayıcınızın sonradan bildirdiği geri dönmeleri ve spam şikâyetlerini Ulak'a aktararak listenizi otomatik olarak temiz tutun.`,
      body: `Bir e-postanın teslim edilemediğini her zaman gönderim anında öğrenemezsiniz. Bazı geri dönmeler saatler sonra gelir; spam şikâyetleri ise alıcı "Spam olarak bildir" düğmesine bastığında, e-posta sağlayıcısının geri bildirim döngüsü üzerinden ulaşır. Webhook'lar bu bildirimlerin Ulak'a otomatik olarak ulaşmasını sağlar.

## Ulak neyi kendiliğinden yakalar?

Ulak doğrudan SMTP üzerinden gönderdiği için sunucunun gönderim sırasındaki yanıtını görür:
- Kalıcı retler (5xx yanıtları), örneğin var olmayan bir adres, hemen kalıcı geri dönme olarak kaydedilir ve adres gönderim engeli listesine eklenir.
- Geçici hatalar (4xx yanıtları, hız sınırlaması) geri dönme sayılmaz; gönderim daha sonra başka bir sunucu üzerinden yeniden denenir.

Sonradan gelen bildirimler için webhook gerekir.

## Kurulum

- Ayarlar'daki Entegrasyonlar sekmesinde çalışma alanınıza özel webhook adresini kopyalayın.
- Gönderim hizmetinizin ya da SMTP sağlayıcınızın panelinde olay bildirimleri (event webhook) bölümünü açın ve bu adresi ekleyin.
- Geri dönme (bounce) ve şikâyet (complaint) olaylarını seçin. Teslim ve açılma olaylarını göndermenize gerek yoktur; Ulak bunları kendisi ölçer.
- Sağlayıcınızın test düğmesiyle bir deneme olayı gönderin ve Entegrasyonlar sekmesinde ulaşıp ulaşmadığını kontrol edin.

Kabul edilen biçimler ve örnek istekler /api/docs adresindeki API belgelerinde yer alır.

## Olaylar nasıl işlenir?

- Kalıcı geri dönme: Adres gönderim engeli listesine eklenir; bir daha gönderim yapılmaz.
- Geçici geri dönme: Kişinin kaydına işlenir ama adres hemen engellenmez; tekrarlanan geçici hatalar izlenir.
- Şikâyet: Adres hem abonelikten çıkarılır hem de engel listesine eklenir. Şikâyet eden birine tekrar yazmak, itibarınıza verebileceğiniz en büyük zarardır.

Engel listesi çalışma alanı bazındadır ve gönderim her zaman ona uyar; aynı adres sonradan bir CSV dosyasıyla yeniden içe aktarılsa bile engelli kalır.

## İpuçları

- Webhook adresini yalnızca gönderim sağlayıcınızla paylaşın.
- Birden fazla SMTP sağlayıcısı kullanıyorsanız her birinde aynı adresi tanımlayın.
- Şikâyet oranınızın arttığını görürseniz listenin kaynağını, gönderim sıklığını ve abonelikten çıkma bağlantısının görünürlüğünü gözden geçirin.`,
    },
    en: {
      title: `Webhooks for bounces and complaints`,
      excerpt: `Feed the bounces and spam complaints your sending provider reports later back into Ulak, and keep your list clean automatically.`,
      body: `You don't always find out at send time that an email couldn't be delivered. Some bounces arrive hours later, and spam complaints come through the mailbox provider's feedback loop when a recipient presses "Report spam". Webhooks bring those notifications into Ulak automatically.

## What Ulak catches on its own

Because Ulak sends directly over SMTP, it sees the server's reply while sending:
- Permanent rejections (5xx replies), such as an address that doesn't exist, are recorded as hard bounces right away, and the address goes onto the suppression list.
- Temporary errors (4xx replies, throttling) don't count as bounces; the message is retried later through another server.

For notifications that come in later, you need a webhook.

## Setting it up

- In Settings, on the Integrations tab, copy the webhook address for your workspace.
- In your sending service's or SMTP provider's dashboard, open the event notifications (event webhook) section and add that address.
- Select the bounce and complaint events. There's no need to send delivery or open events, because Ulak measures those itself.
- Use your provider's test button to send a sample event, and check on the Integrations tab that it arrived.

Accepted formats and example requests are described in the API documentation at /api/docs.

## How events are handled

- Hard bounce: the address is added to the suppression list and is never sent to again.
- Soft bounce: recorded on the contact, but the address isn't blocked straight away; repeated soft bounces are watched.
- Complaint: the contact is unsubscribed and the address is added to the suppression list. Writing again to someone who complained is the worst thing you can do for your reputation.

The suppression list is per workspace and sending always honours it. An address stays suppressed even if it's imported again later from a CSV file.

## Tips

- Share the webhook address only with your sending provider.
- If you use more than one SMTP provider, add the same address in each of them.
- If your complaint rate starts to rise, review where the list came from, how often you send and how visible your unsubscribe link is.`,
    },
  },
];
