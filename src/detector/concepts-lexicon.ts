/**
 * The cross-lingual concept lexicon of the model's concept features (concepts.ts): each canonical
 * concept that attacks (and everyday requests) are built from, with its words in English, German,
 * Spanish, French, Russian, Arabic, Hindi (Devanagari and romanized), Japanese and Chinese.
 *
 * Why: the model learns mostly from English rows. A word seen only in English ("ignore") teaches
 * nothing about "игнорируй" or "忽略"; a concept (IGNORE) that both map to does, so weights learned on
 * abundant English data carry over to the other languages.
 *
 * Terms are written in the form normalize() produces: lower case, Latin diacritics folded ("regle",
 * "fruher"). A term ending in `*` is a stem that matches any word it begins ("vorherig*": vorherigen,
 * vorherige); any other term must be the whole word. Japanese and Chinese terms match anywhere in a run
 * of CJK characters (no spaces there). Arabic terms are written without the article: "ال", "وال",
 * "بال", "لل" and "و" in front are matched too (concepts.ts adds them). Hindi nukta, Arabic harakat and
 * tatweel are ignored on both sides, and Arabic alef, ya and ta marbuta forms are folded to one.
 * Short stems are avoided where they would catch unrelated words of another language ("правил*" would
 * catch правильно, so its forms are listed).
 */
export const CONCEPT_LEXICON: Readonly<Record<string, string>> = {
  // Attack side: dropping what came before.
  IGNORE:
    'ignor* disregard* neglect* missacht* игнорир* проигнорир* تجاهل* يتجاهل* تتجاهل* अनदेखा* नजरअंदाज* इग्नोर* 無視 忽略 无视 忽视 不要管 别管 omiso omitir omita omite omitan negligez negliger пренебреги пренебрегите пренебречь اهمل अवहेलना* उपेक्षा* avhelna 不理会 不用理会 置之不理 不必理会',
  FORGET:
    'forget* forgot* vergiss vergess* olvid* oubli* забудь забыть забудьте забей انس انسى انسي تنسى بتنسى भूल* bhool* bhul* 忘れ 忘记 忘掉 忘了',
  OVERRIDE:
    'override* bypass* circumvent* cancel* void revok* aufgehoben aufheb* umgeh* anul* eludi* salta* annul* contourn* отмен* обойд* обход* ملغا* ملغي* الغاء تجاوز* रद्द* तोड* 回避 取り消 解除 绕过 取消 覆盖 无效',
  PREVIOUS:
    'previous* prior earlier above preceding before original* initial* vorherig* vorig* bisherig* fruher* obig* oben zuvor vorhin ursprungl* anterior* previ* arriba antes inicial* precedent* anterieur* dessus auparavant предыдущ* прежн* выше ранее изначальн* первоначальн* سابق* اعلاه قبل पिछल* पहले ऊपर pichl* pichhl* pehle upar これまで 以前 上記 先ほど さっき 前の 上に 最初の 之前 以前 上面 上述 先前 原来 原先 vorangegangen* vorhergehend* precedemment पूर्व पूर्ववर्ती 前述',
  ALL: 'all every everything alle allen alles samtlich* todo todos toda todas tout toute toutes tous все всё всех всем جميع كل सभी सारे सारी सब saare sare sab すべて 全て 全部 所有 一切 全部',
  INSTRUCTION:
    'instruction* instrucc* directive* command* anweisung* vorgabe* befehl* anleitung* indicacion* ordenes consigne* инструкц* указани* команд* приказ* تعليمات* اوامر* امر توجيهات* निर्देश* आदेश* nirdesh* instructions 指示 命令 指令',
  RULE: 'rule* guideline* policy policies regel* richtlini* regla* norma normas directriz directrices regle* politica* politique* правила правил правило правилам правилами правилах قواعد* قاعده ارشادات* سياسات* سياسه नियम* दिशानिर्देश* niyam* ルール 規則 ガイドライン ポリシー 規約 规则 准则 规定 政策 守则',
  RESTRICTION:
    'restrict* restricc* limitation* limits limit limite limites limitacion* limitaciones einschrank* beschrank* grenze* filter* filtr* censor* censur* zensur* zensier* moderation ограничен* фильтр* цензур* قيود* قيد فلتر* فلاتر* رقابه पाबंदि* पाबंदी* प्रतिबंध* फिल्टर* सेंसर* रोक 制限 フィルター 検閲 制約 限制 过滤 审查 约束 过滤器',
  UNRESTRICTED:
    'uncensor* unfilter* unrestrict* unlimit* unbound* unzensiert* ungefiltert* uneingeschrankt* grenzenlos* ilimitad* illimit* нецензур* неограничен* нефильтр* безграничн* मुक्त बेलगाम बेरोक 無制限 無修正 无限制 不受限制 无审查',
  WITHOUT: 'without ohne sin sans без بلا بدون دون बिना bina बगैर なし 無し 没有 不受',
  FREE: 'free frei freie freien libre libres свобод* حر حره आजाद azad 自由',
  NO_LONGER: 'longer anymore mehr ya больше تعد もう 不再 已经不',
  STOP: 'stop stopp* cease quit aufhor* deja dejar arrete* cesse* перестань прекрати* хватит توقف* كف रुको छोड* やめ 止め 停止 别再 不要再',
  APPLY:
    'apply applies valid gelten gilt gultig* aplica* valid* appliqu* действуют действует действ* применя* ساريه ساري* لاغي* लागू 適用 有効 适用 有效 失效',
  // The setup and what it holds.
  SYSTEM: 'system* sistema* systeme* систем* نظام* सिस्टम 系统 系統 システム',
  PROMPT: 'prompt* промпт* подсказк* موجه* برومبت प्रॉम्प्ट* प्रोम्प्ट* प्रांप्ट* プロンプト 提示词 提示',
  SECRET:
    'secret* hidden confidential* internal private geheim* versteckt* intern interne internen interner internes interna interno internas internos vertraulich* ocult* confidencial* cachee* confidentiel* секрет* скрыт* тайн* внутренн* конфиденц* سري* سر مخفي* داخلي* गुप्त छिप* छुपे अंदरूनी गोपनीय 秘密 隠 内部 機密 隐藏 机密 私密',
  PASSWORD:
    'password* passwort* passwor* contrasena* passe парол* مرور باسورد पासवर्ड पासवर्ड* パスワード 密码 口令 credential* token* apikey',
  // Asking for output.
  REVEAL:
    'reveal* show shows showing shown print* output* display* disclose* expose* leak* dump* zeig* verrat* ausgeb* offenbar* nenn* muestr* mostr* revel* imprim* ensen* affich* montr* divulg* покаж* показ* раскро* выведи выведите вывод* выдай اعرض عرض* اكشف كشف* اظهر اطبع طباعه दिखा* प्रकट dikha* 見せ 表示 出力 明か 显示 输出 透露 泄露 打印 展示 公开',
  SAY: 'say tell tells write sag sage sagen schreib* dime decir dimelo escrib* dis dites ecri* скажи скажите расскажи* напиши* قل اخبر* اكتب* بتقولي कहो बता* लिखो लिख* batao bata* 教え 言っ 書い 書き 告诉 说 写',
  REPEAT:
    'repeat* recite* verbatim wiederhol* wortlich* repit* repet* textual* literal* повтор* дословн* كرر* حرفي* दोहरा* शब्दशः 繰り返 一字一句 そのまま 重复 逐字 原样 原封不动',
  // Time and the new order.
  NOW: 'now henceforth onward onwards jetzt nun sofort fortan ahora adelante maintenant desormais dorenavant теперь сейчас отныне впредь الان فصاعد* अब ab 今から これから 今後 以降 今 现在 从现在 今后 从今以后 此后 从此',
  NEW: 'new neue neuen neuer neues neu nueva nuevas nuevo nuevos nouveau nouvelle nouvelles nouveaux новые новая новую новое новый новых новой новым جديد* नया नए नई naya naye 新しい 新た 新的 新任务 新指令',
  TASK: 'task tasks job aufgabe* tarea tareas tache taches задача задачу задачи задание مهمه* مهمت* مهام काम कार्य 仕事 タスク 課題 任务',
  INSTEAD:
    'instead stattdessen lieber vielmehr lugar plutot вместо بدلا بدل बजाय 代わり 代わりに 而是 改为 改成 代替',
  REGARDLESS:
    'regardless irrespective unabhangig ungeachtet independientemente indiferente independamment независимо вне зависимости بغض परवाह 関係なく かかわらず 无论 不管 不论',
  ONLY: 'only solely nur solo solamente unicamente uniquement seulement только فقط सिर्फ केवल sirf だけ のみ 只需 仅',
  ANYTHING: 'anything whatever beliebig* cualquier* quieras importe угодно شيء 何でも なんでも 任何 什么都',
  // Who the assistant is.
  YOU: 'you your yourself du dich dir dein* tu tus eres te usted vous toi ton ta tes ты тебя тебе твой твои твоя твоё твое твоих твоим вы ваш* انت तुम तुम्हार* तुम्हें आप आपक* tum tumhe aap あなた 君 お前 你 您',
  AI: 'ai ia ии chatbot bot assistant* assistent* asistente* ассистент* помощник* model models modell* modelo* modele* модел* gpt llm ذكاء مساعد* نموذج* असिस्टेंट सहायक मॉडल アシスタント モデル 人工知能 助手 模型 人工智能 机器人',
  PRETEND:
    'pretend* act acting simulat* behave* semblant fing* finge simula* simulier* verhalte* притвор* تظاهر* تصرف* नाटक* ふり 振る舞 振舞 演じ なりきっ 假装 模拟 装作',
  ROLE: 'role roles roleplay* persona* character* rolle* rollenspiel* figur papel personaje* rol roles jeu роль роли ролев* персонаж* دور* شخصيه* भूमिका* रोलप्ले किरदार* 役 ロールプレイ キャラ 扮演 角色 人设',
  IMAGINE:
    'imagine* hypothetical* fictional* stell vorstell* imagin* hipotetic* hypothetique* представь* воображ* гипотетич* تخيل* افتراض* कल्पना* 想像 仮に 想象 假设 虚构',
  // Modes and privilege.
  MODE: 'mode modes modus modo modos режим* وضع मोड モード 模式',
  DEVELOPER:
    'developer* dev debug* entwickler* desarrollador* depuracion developpeur* debogage разработчик* отладк* مطور* مبرمج* डेवलपर डीबग 開発者 デバッグ 开发者 开发人员 调试',
  ADMIN:
    'admin* administrator* root sudo superuser god administrador* administrateur* админ* администратор* مسؤول* مشرف* ادمن एडमिन* 管理者 管理员 超级用户',
  ENABLE:
    'enable* activat* unlock* switch* enter aktivier* wechsl* wechsel* freischalt* activ* cambia* desbloque* debloqu* включи включен включён включить актив* перейди переключ* разблок* تفعيل انتقل مفعل* चालू सक्रिय एक्टिव* 有効に 切り替 起動 解放 启用 开启 激活 切换 解锁',
  DISABLE:
    'disable* deactivat* suspend* deaktivier* abschalt* ausschalt* desactiv* apaga* desactive supprim* отключ* выключ* تعطيل عطل* اوقف ايقاف बंद हटा* निष्क्रिय 無効 オフ 外し 关闭 禁用 停用 去掉 移除',
  SAFETY:
    'safety safe security secur* ethic* moral* warning* disclaimer* sicherheit* warnhinweis* warnung* ethik* seguridad advertencia* etic* securite avertissement* ethique* безопасност* предупрежд* этик* морал* امان* تحذير* اخلاق* सुरक्षा* चेतावनी* नैतिक* 安全 警告 倫理 道德 伦理',
  JAILBREAK: 'jailbreak* jailbroken dan dude джейлбрейк* جيلبريك जेलब्रेक 脱獄 越狱 越獄',
  AUTHORIZE:
    'authoriz* authoris* permission* allowed permit* berechtig* erlaubt* erlaub* autoriz* permiso* autoris* permis* разреш* позвол* авториз* سمح* يسمح* مسموح اذن صلاحي* अनुमति* इजाजत 許可 権限 授权 允许 许可 权限',
  OBEY: 'obey* follow* comply* adhere* befolg* gehorch* folge obedec* sigue* seguir cumpl* obei* obeis suivre respect* подчин* следуй* следовать слушай* اطع اتبع التزم* मानो पालन 従っ 従え 従う 従い 服从 遵守 遵循 听从',
  // Conversation and text.
  ANSWER:
    'answer* respond* reply* antwort* responde* contesta* repond* отвеча* ответ* اجب رد جواب* जवाब* उत्तर jawab* 答え 回答 返答 回复 答复',
  BEGINNING:
    'beginning start started first anfang* beginn* erste* principio inicio* primer* debut commence* premier* начал* перв* بدايه بدء* اول शुरुआत* शुरू पहला 最初 冒頭 始め 开始 开头 最初',
  CONVERSATION:
    'conversation* chat session* gesprach* unterhaltung* sitzung* conversacion* sesion* разговор* диалог* беседа* сесси* محادثه* جلسه* बातचीत सेशन 会話 セッション 对话 会话',
  MESSAGE:
    'message* text texts nachricht* text* mensaje* texto* texte* сообщени* текст* رساله* نص संदेश* टेक्स्ट メッセージ テキスト 文章 消息 文字 文本',
  USER: 'user users benutzer* nutzer* usuario* utilisateur* пользовател* مستخدم* उपयोगकर्ता यूजर ユーザー 用户',
  SEND: 'send* forward* upload* schick* sende* envia* envie* envoie* envoy* отправ* перешл* ارسل ارسال भेज* 送信 送っ 发送 转发',
  DATA: 'data daten datos donnees данные данных بيانات डेटा データ 数据 资料',
  HACKED: 'hacked pwned hacker* gehackt hackeado pirate взлом* اختراق هكر हैक* ハッキング ハック 入侵 黑客',
  HARM: 'malware virus exploit* weapon* bomb* drug* illegal* schadsoftware waffe* arma armas explosiv* вредонос* вирус* оруж* взрыв* برمجيه خبيثه سلاح* متفجر* वायरस हथियार* マルウェア ウイルス 武器 爆弾 恶意 病毒 武器 炸弹',
  IMPORTANT:
    'important urgent* wichtig* dringend* importante urgente важно важн* срочн* هام مهم ضروري महत्वपूर्ण जरूरी 重要 緊急 紧急',
  // Benign side: everyday requests and the innocent senses of trigger words.
  HOW: 'how wie como comment как كيف कैसे kaise どう どうやって 怎么 如何',
  PLEASE: 'please bitte favor plait пожалуйста فضلك कृपया plz ください お願い 请 麻烦',
  EXPLAIN: 'explain* erklar* explic* объясн* اشرح* شرح समझा* 説明 解释 讲解',
  TRANSLATE: 'translat* ubersetz* tradu* перевед* перевод* ترجم* अनुवाद* 翻訳 訳 翻译',
  SUMMARIZE: 'summar* zusammenfass* resum* резюм* кратко لخص* تلخيص सारांश 要約 总结 概括',
  FILE: 'file files folder* directory git repo* datei* ordner* archivo* carpeta* fichier* dossier* файл* папк* ملف* مجلد* फाइल* फोल्डर* ファイル フォルダ 文件 文件夹',
  CODE: 'code function bug script codigo* funcion* fonction* код* функци* كود داله कोड コード 関数 代码 函数',
  RECIPE:
    'recipe* cook* rezept* kochen receta* cocin* recette* cuisin* рецепт* وصفه* طبخ रेसिपी レシピ 料理 食谱 做法 菜',
  WEATHER: 'weather forecast wetter clima meteo погод* طقس मौसम 天気 天气',
  STORY:
    'story stories poem geschicht* gedicht* cuento* poema* histoire* conte* poeme* рассказ* сказк* стих* قصه* شعر कहानी* कविता 物語 お話 詩 故事 诗',
  GAME: 'game games spiel* juego* jeux partie игр* لعبه* खेल* ゲーム 将棋 ゲーム 游戏 比赛 围棋',
  HOMEWORK:
    'homework assignment* exercise* hausaufgab* ubung* ejercicio* deber* devoir* exercice* домашн* упражнен* واجب* تمرين* होमवर्क गृहकार्य 宿題 作业 练习',
  EMAIL: 'email* mail* correo* courriel* почт* بريد* ईमेल メール 邮箱 邮件',
  DEVICE: 'phone* handy telefon* telefono* telephone* телефон* هاتف* فون फोन スマホ 電話 手机 android iphone',
  RESET:
    'reset* recover* zurucksetz* wiederherstell* restablec* recuper* reinitialis* восстанов* сброс* استعاد* استرجاع रीसेट リセット 重置 找回',
  QUESTION: 'question* frage* pregunta* вопрос* سؤال* اسئله सवाल* प्रश्न* 質問 问题',
};
