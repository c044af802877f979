/// SF Symbols names as terminal glyphs, for `Image(systemName:)` (and for
/// `Label(_:systemImage:)`).
///
/// Each entry is a name, the glyph (one that terminal fonts carry, at its
/// text presentation, so it takes the cells `displayWidth` says), and the
/// ASCII shown where the terminal cannot draw Unicode, as wide as the glyph.
/// A symbol with no close glyph gets one that suggests its shape (a document
/// is a lined box). A name's `.fill`, `.circle` and `.square` variants that
/// are not listed fall back to their base (`arrow.up.circle.fill` is `↑`),
/// so the table answers several hundred names.
enum SymbolTable {
    /// One symbol as the terminal shows it.
    struct Symbol: Equatable {
        let glyph: String
        let ascii: String
    }

    /// What an unknown name shows.
    static let placeholder = Symbol(glyph: "\u{25AF}", ascii: "?")

    /// The symbol for `name`, or `nil` when neither it nor its base is listed.
    static func symbol(named name: String) -> Symbol? {
        if let symbol = table[name] { return symbol }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let hasFill = parts.last == "fill"
        if hasFill { parts.removeLast() }
        // `heart.circle.fill` → `heart.fill`, then `heart`.
        while let last = parts.last, last == "circle" || last == "square", parts.count > 1 {
            parts.removeLast()
            let base = parts.joined(separator: ".")
            if hasFill, let symbol = table[base + ".fill"] { return symbol }
            if let symbol = table[base] { return symbol }
        }
        if hasFill, !parts.isEmpty, let symbol = table[parts.joined(separator: ".")] { return symbol }
        return nil
    }

    /// Every listed name (tests).
    static var names: [String] { Array(table.keys) }

    /// Parsed once from ``entries``.
    private static let table: [String: Symbol] = {
        var table: [String: Symbol] = [:]
        for line in entries.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3 else { continue }
            let symbol = Symbol(glyph: String(fields[1]), ascii: String(fields[2]))
            for name in fields[0].split(separator: ",") { table[String(name)] = symbol }
        }
        return table
    }()

    /// `name[,name…] glyph ascii`, one symbol a line.
    private static let entries = """
        arrow.up,arrow.up.circle,arrow.up.square,arrow.up.circle.fill,arrow.up.square.fill ↑ ^
        arrow.down,arrow.down.circle,arrow.down.square,arrow.down.circle.fill ↓ v
        arrow.left,arrow.backward,arrow.left.circle,arrow.backward.circle,arrow.left.circle.fill ← <
        arrow.right,arrow.forward,arrow.right.circle,arrow.forward.circle,arrow.right.circle.fill → >
        arrow.up.left ↖ \\
        arrow.up.right,arrow.up.forward,arrow.up.right.square,arrow.up.forward.app ↗ /
        arrow.down.left ↙ /
        arrow.down.right ↘ \\
        arrow.up.arrow.down,arrow.up.and.down,arrow.up.arrow.down.circle ⇅ |
        arrow.left.arrow.right,arrow.left.and.right,arrow.left.arrow.right.circle ⇄ -
        arrow.clockwise,arrow.clockwise.circle,arrow.triangle.2.circlepath,arrow.2.circlepath,repeat ↻ @
        arrow.counterclockwise,arrow.counterclockwise.circle,arrow.uturn.backward.circle ↺ @
        arrow.uturn.left,arrow.uturn.backward,arrowshape.turn.up.left,arrowshape.turn.up.backward ↶ <
        arrow.uturn.right,arrow.uturn.forward,arrowshape.turn.up.right,arrowshape.turn.up.forward ↷ >
        arrowshape.left,arrowshape.backward ⇦ <
        arrowshape.right,arrowshape.forward ⇨ >
        arrowshape.up ⇧ ^
        arrowshape.down ⇩ v
        arrow.down.to.line,arrow.down.to.line.compact,square.and.arrow.down,tray.and.arrow.down ⤓ v
        arrow.up.to.line,arrow.up.to.line.compact,square.and.arrow.up,tray.and.arrow.up ⤒ ^
        arrow.turn.down.left,return,return.left,arrow.turn.down.right ↵ <
        arrow.turn.up.right,arrow.turn.right.up ↱ >
        arrow.triangle.branch,arrow.branch ⑂ Y
        arrow.triangle.swap,arrow.swap ⇆ =
        rectangle.portrait.and.arrow.right,rectangle.portrait.and.arrow.forward,door.left.hand.open ⇥ >
        chevron.up,chevron.up.circle,chevron.up.square,chevron.compact.up ⌃ ^
        chevron.down,chevron.down.circle,chevron.down.square,chevron.compact.down ⌄ v
        chevron.left,chevron.backward,chevron.left.circle,chevron.backward.circle,chevron.compact.left ‹ <
        chevron.right,chevron.forward,chevron.right.circle,chevron.forward.circle,chevron.compact.right › >
        chevron.left.2,chevron.backward.2 « <
        chevron.right.2,chevron.forward.2 » >
        chevron.up.chevron.down,chevron.up.and.chevron.down ↕ |
        checkmark,checkmark.circle,checkmark.seal,checkmark.shield ✓ v
        checkmark.circle.fill,checkmark.seal.fill,checkmark.shield.fill,checkmark.rectangle.fill ✔ V
        checkmark.square,checklist,checklist.checked,checkmark.rectangle ☑ v
        checkmark.square.fill ☑ V
        xmark,xmark.circle,multiply,multiply.circle,xmark.bin ✕ x
        xmark.circle.fill,multiply.circle.fill,xmark.octagon.fill ✖ X
        xmark.square,xmark.square.fill,xmark.rectangle ☒ x
        xmark.octagon ⊗ x
        plus,plus.app,plus.rectangle,plus.bubble + +
        plus.circle,plus.circle.fill ⊕ +
        plus.square,plus.square.fill,plus.rectangle.on.rectangle,plus.square.on.square ⊞ +
        minus − -
        minus.circle,minus.circle.fill ⊖ -
        minus.square,minus.square.fill ⊟ -
        plusminus,plus.forwardslash.minus,plusminus.circle ± +
        divide,divide.circle ÷ /
        equal,equal.circle,equal.square = =
        lessthan,lessthan.circle < <
        greaterthan,greaterthan.circle > >
        percent % %
        number,number.circle,number.square # #
        at,at.circle @ @
        dollarsign,dollarsign.circle,dollarsign.square,banknote,dollarsign.arrow.circlepath $ $
        eurosign,eurosign.circle € E
        sterlingsign,sterlingsign.circle £ L
        yensign,yensign.circle ¥ Y
        creditcard,creditcard.fill,wallet.pass,wallet.pass.fill ▭ =
        circle ○ o
        circle.fill,smallcircle.filled.circle,circlebadge.fill ● *
        largecircle.fill.circle,smallcircle.fill.circle,record.circle,record.circle.fill ◉ @
        circle.circle,circle.circle.fill,target,scope ◎ o
        circle.dotted ◌ o
        circle.lefthalf.filled,circle.lefthalf.fill,circle.righthalf.filled.inverse ◐ o
        circle.righthalf.filled,circle.righthalf.fill ◑ o
        circle.bottomhalf.filled ◒ o
        circle.tophalf.filled ◓ o
        square,app,rectangle,square.dashed □ #
        square.fill,app.fill,rectangle.fill,stop,stop.fill,stop.circle,stop.circle.fill ■ #
        square.grid.2x2,square.grid.2x2.fill,rectangle.grid.2x2,square.split.2x2 ⊞ #
        square.grid.3x3,square.grid.3x3.fill,rectangle.grid.3x2,calendar,calendar.circle ▦ #
        square.stack,square.on.square,doc.on.doc,doc.on.doc.fill,doc.on.clipboard,rectangle.on.rectangle ❐ #
        square.and.pencil,pencil,pencil.circle,pencil.line,pencil.and.outline,highlighter,square.and.pencil.circle ✎ /
        pencil.slash ✐ /
        square.lefthalf.filled,rectangle.lefthalf.filled ◧ #
        square.righthalf.filled,rectangle.righthalf.filled ◨ #
        triangle △ ^
        triangle.fill ▲ ^
        diamond ◇ o
        diamond.fill,suit.diamond.fill ◆ *
        suit.diamond ♢ o
        suit.heart ♡ <
        suit.club,suit.club.fill ♣ &
        suit.spade,suit.spade.fill ♠ ^
        hexagon,hexagon.fill,octagon,octagon.fill,seal,seal.fill ⬢ o
        pentagon,pentagon.fill ⬟ o
        capsule,capsule.fill,oval,oval.fill ⬭ o
        star,star.circle,star.square ☆ .
        star.fill,star.circle.fill,star.square.fill,suit.star.fill ★ *
        star.leadinghalf.filled,star.leadinghalf.fill,star.lefthalf.fill ⯪ *
        star.slash,star.slash.fill ✩ -
        sparkle,sparkles,wand.and.stars,wand.and.stars.inverse,wand.and.rays ✦ *
        staroflife,staroflife.fill,asterisk,asterisk.circle ✱ *
        heart,heart.circle,heart.square,heart.text.square ♡ <
        heart.fill,heart.circle.fill,heart.square.fill,suit.heart.fill ♥ <
        heart.slash,heart.slash.fill ♡ -
        bolt,bolt.fill,bolt.circle,bolt.circle.fill,bolt.horizontal,bolt.horizontal.fill ϟ z
        bolt.slash,bolt.slash.fill ϟ -
        flame,flame.fill,flame.circle ♨ ^
        trash,trash.fill,trash.circle,trash.circle.fill,trash.square,trash.slash,delete.left,delete.backward ⌫ x
        delete.right,delete.forward ⌦ x
        gear,gearshape,gearshape.fill,gearshape.2,gearshape.2.fill,gear.circle,gearshape.circle ⚙ *
        wrench,wrench.fill,wrench.and.screwdriver,wrench.and.screwdriver.fill,hammer,hammer.fill ⚒ T
        slider.horizontal.3,slider.vertical.3,line.3.horizontal,line.horizontal.3,line.3.horizontal.circle ☰ =
        line.3.horizontal.decrease,line.3.horizontal.decrease.circle,line.horizontal.3.decrease ⩸ =
        list.bullet,list.dash,list.bullet.circle,list.bullet.rectangle,list.bullet.indent,text.justify ≡ =
        list.number,list.star,list.clipboard,list.bullet.clipboard ⁝ :
        ellipsis,ellipsis.circle,ellipsis.circle.fill,ellipsis.rectangle … .
        ellipsis.vertical,ellipsis.vertical.bubble ⋮ :
        person,person.fill,person.circle,person.circle.fill,person.crop.circle,person.crop.circle.fill ☺ @
        person.crop.square,person.crop.rectangle,person.text.rectangle,person.badge.key ☺ @
        person.2,person.2.fill,person.3,person.3.fill,person.2.circle,person.2.circle.fill,person.3.sequence ⚇ &
        person.badge.plus,person.fill.badge.plus,person.crop.circle.badge.plus ☺+ @+
        person.badge.minus,person.fill.badge.minus,person.crop.circle.badge.minus ☺− @-
        person.fill.checkmark,person.crop.circle.badge.checkmark ☺✓ @v
        person.fill.xmark,person.crop.circle.badge.xmark ☺✕ @x
        figure.walk,figure.run,figure.stand,figure.wave,figure.walk.circle ♙ i
        info,info.circle,info.circle.fill,info.square,info.bubble ⓘ i
        exclamationmark,exclamationmark.circle,exclamationmark.circle.fill,exclamationmark.2,exclamationmark.bubble ! !
        exclamationmark.triangle,exclamationmark.triangle.fill,exclamationmark.octagon,exclamationmark.shield ⚠ !
        exclamationmark.octagon.fill,exclamationmark.shield.fill,exclamationmark.square,exclamationmark.square.fill ⚠ !
        questionmark,questionmark.circle,questionmark.circle.fill,questionmark.square,questionmark.diamond,questionmark.app ? ?
        nosign,slash.circle,circle.slash,minus.circle.dashed,prohibit ⊘ /
        magnifyingglass,magnifyingglass.circle,magnifyingglass.circle.fill,doc.text.magnifyingglass,text.magnifyingglass ⌕ Q
        plus.magnifyingglass ⊕ +
        minus.magnifyingglass ⊖ -
        house,house.fill,house.circle,house.circle.fill,homekit,building.2,building.columns ⌂ ^
        bell,bell.fill,bell.circle,bell.circle.fill,bell.badge,bell.badge.fill,bell.and.waves.left.and.right ⍾ !
        bell.slash,bell.slash.fill,bell.slash.circle ⍾ -
        clock,clock.fill,clock.circle,clock.circle.fill,clock.badge,alarm,alarm.fill,stopwatch,stopwatch.fill,deskclock ◷ o
        timer,timer.circle,timer.square,gauge,gauge.medium,speedometer ◴ o
        clock.arrow.circlepath,clock.arrow.2.circlepath,gobackward,goforward ↺ @
        hourglass,hourglass.circle,hourglass.bottomhalf.filled,hourglass.tophalf.filled ⧗ X
        calendar.badge.plus,calendar.badge.clock ▦+ #+
        folder,folder.fill,folder.circle,folder.circle.fill,folder.badge.person.crop,archivebox,archivebox.fill ▭ #
        folder.badge.plus,folder.fill.badge.plus ▭+ #+
        folder.badge.minus ▭− #-
        doc,doc.fill,doc.text,doc.text.fill,doc.plaintext,doc.richtext,note.text,newspaper,newspaper.fill ▤ #
        doc.circle,doc.badge.plus,doc.append,doc.badge.gearshape,clipboard,clipboard.fill,note,book,book.fill ▤ #
        books.vertical,books.vertical.fill,book.closed,book.closed.fill,text.book.closed,magazine,magazine.fill ▥ #
        bookmark,bookmark.fill,bookmark.circle,bookmark.circle.fill,bookmark.square,tag,tag.fill,tag.circle ⚑ P
        flag,flag.fill,flag.circle,flag.circle.fill,flag.square,flag.checkered,flag.2.crossed ⚑ P
        flag.slash,flag.slash.fill,bookmark.slash,bookmark.slash.fill ⚐ -
        paperclip,paperclip.circle,link,link.circle,link.circle.fill ⚭ &
        scissors,scissors.circle,scissors.badge.ellipsis ✂ %
        envelope,envelope.fill,envelope.circle,envelope.circle.fill,envelope.open,envelope.open.fill,mail,mail.fill ✉ @
        envelope.badge,envelope.badge.fill,tray,tray.fill,tray.full,tray.full.fill,tray.2,tray.2.fill ⊔ _
        paperplane,paperplane.fill,paperplane.circle,paperplane.circle.fill,airplane,airplane.circle ✈ >
        phone,phone.fill,phone.circle,phone.circle.fill,phone.arrow.up.right,phone.down,phone.down.fill ☏ T
        message,message.fill,message.circle,bubble.left,bubble.left.fill,bubble.right,bubble.right.fill,text.bubble ✉ @
        bubble.left.and.bubble.right,bubble.left.and.bubble.right.fill,quote.bubble,quote.bubble.fill ✉ @
        globe,globe.americas,globe.europe.africa,globe.asia.australia,network,network.badge.shield.half.filled,safari,safari.fill ◍ o
        location,location.fill,location.circle,location.circle.fill,location.north,location.north.fill ➤ >
        mappin,mappin.circle,mappin.circle.fill,mappin.and.ellipse,pin,pin.fill,pin.circle ⊙ o
        map,map.fill,map.circle,signpost.right,signpost.right.fill ▱ #
        photo,photo.fill,photo.on.rectangle,photo.on.rectangle.angled,photo.stack,photo.artframe,photo.circle ▨ #
        camera,camera.fill,camera.circle,camera.circle.fill,camera.viewfinder,video,video.fill,video.circle ◙ o
        eye,eye.fill,eye.circle,eye.circle.fill,eyes ◉ o
        eye.slash,eye.slash.fill,eye.slash.circle ⊘ -
        lock,lock.fill,lock.circle,lock.circle.fill,lock.shield,lock.shield.fill,lock.square,lock.rectangle ⊡ L
        lock.open,lock.open.fill,lock.rotation,lock.slash,lock.slash.fill ⊡ U
        key,key.fill,key.horizontal,key.horizontal.fill,key.radiowaves.forward ⚷ k
        shield,shield.fill,shield.lefthalf.filled,shield.checkered,checkerboard.shield ⛉ U
        cart,cart.fill,cart.circle,cart.badge.plus,bag,bag.fill,bag.circle,basket,basket.fill ⊔ U
        gift,gift.fill,gift.circle,giftcard,giftcard.fill ⊞ #
        sun.max,sun.max.fill,sun.max.circle,sun.max.circle.fill,sunrise,sunrise.fill,sunset,sunset.fill ☀ *
        sun.min,sun.min.fill,sun.dust,sun.haze,light.max,lightbulb,lightbulb.fill ☼ *
        moon,moon.fill,moon.circle,moon.circle.fill,moon.stars,moon.stars.fill,moon.zzz,moon.zzz.fill ☾ C
        cloud,cloud.fill,cloud.sun,cloud.sun.fill,cloud.moon,cloud.moon.fill,smoke,smoke.fill,icloud,icloud.fill ☁ ~
        cloud.rain,cloud.rain.fill,cloud.drizzle,cloud.drizzle.fill,cloud.heavyrain,cloud.heavyrain.fill,umbrella,umbrella.fill ☂ T
        cloud.bolt,cloud.bolt.fill,cloud.bolt.rain,cloud.bolt.rain.fill ϟ z
        snowflake,snowflake.circle,cloud.snow,cloud.snow.fill,thermometer.snowflake ❄ *
        wind,wind.circle,tornado,hurricane,water.waves,humidity,humidity.fill ≋ ~
        drop,drop.fill,drop.circle,drop.circle.fill,drop.triangle,drop.triangle.fill,thermometer,thermometer.medium ◊ o
        leaf,leaf.fill,leaf.circle,leaf.circle.fill,tree,tree.fill,camera.macro,laurel.leading,laurel.trailing ❦ &
        zzz,bed.double,bed.double.fill,powersleep ᶻ z
        cup.and.saucer,cup.and.saucer.fill,mug,mug.fill,takeoutbag.and.cup.and.straw,wineglass,wineglass.fill ◡ u
        fork.knife,fork.knife.circle,fork.knife.circle.fill,carrot,carrot.fill,birthday.cake,birthday.cake.fill ⑂ Y
        music.note,music.note.list,music.quarternote.3,music.mic,headphones,speaker,speaker.fill ♪ d
        speaker.wave.1,speaker.wave.2,speaker.wave.3,speaker.wave.2.fill,speaker.wave.3.fill,speaker.wave.2.circle ♫ d
        speaker.slash,speaker.slash.fill,speaker.slash.circle,speaker.zzz,bell.and.waves.left.and.right.fill ♪ -
        mic,mic.fill,mic.circle,mic.circle.fill,waveform,waveform.circle,waveform.path ∿ ~
        mic.slash,mic.slash.fill ∿ -
        play,play.fill,play.circle,play.circle.fill,play.square,play.square.fill,play.rectangle,play.rectangle.fill ▶ >
        pause,pause.fill,pause.circle,pause.circle.fill,pause.rectangle,pause.rectangle.fill ‖ |
        playpause,playpause.fill,playpause.circle ⏯ >
        forward,forward.fill,forward.circle,forward.circle.fill ⏩ >>
        backward,backward.fill,backward.circle,backward.circle.fill ⏪ <<
        forward.end,forward.end.fill,forward.end.alt,forward.frame,forward.frame.fill ⏭ >
        backward.end,backward.end.fill,backward.end.alt,backward.frame,backward.frame.fill ⏮ <
        shuffle,shuffle.circle,arrow.triangle.capsulepath ⤮ x
        repeat.1,repeat.circle ↻ @
        chart.bar,chart.bar.fill,chart.bar.xaxis,chart.bar.doc.horizontal,chart.bar.horizontal.page ▂▄▆ _=#
        chart.line.uptrend.xyaxis,chart.xyaxis.line,chart.line.flattrend.xyaxis,waveform.path.ecg ↗ /
        chart.line.downtrend.xyaxis ↘ \\
        chart.pie,chart.pie.fill,chart.dots.scatter ◔ o
        percent.circle % %
        battery.100,battery.100percent,battery.75,battery.75percent,battery.50,battery.50percent,battery.25,battery.0 ▭ =
        wifi,wifi.circle,antenna.radiowaves.left.and.right,dot.radiowaves.left.and.right,dot.radiowaves.right ◠ ^
        wifi.slash,wifi.exclamationmark ◠ -
        power,power.circle,power.circle.fill,poweron,poweroff,togglepower ⏻ O
        keyboard,keyboard.fill,keyboard.chevron.compact.down,command.square ⌨ K
        command,command.circle ⌘ #
        option ⌥ ~
        shift,shift.fill,capslock,capslock.fill ⇧ ^
        control ⌃ ^
        escape ⎋ e
        printer,printer.fill,printer.dotmatrix,printer.dotmatrix.fill ⎙ P
        desktopcomputer,display,tv,tv.fill,laptopcomputer,macbook,server.rack,pc ▭ =
        iphone,ipad,applewatch,candybarphone,smartphone,iphone.gen3 ▯ |
        externaldrive,externaldrive.fill,internaldrive,internaldrive.fill,opticaldiscdrive,cylinder,cylinder.fill ⊟ =
        cpu,cpu.fill,memorychip,memorychip.fill,square.stack.3d.up,square.stack.3d.up.fill,shippingbox,shippingbox.fill ⊠ #
        terminal,terminal.fill,apple.terminal,chevron.left.forwardslash.chevron.right,curlybraces ⌨ >
        textformat,textformat.alt,textformat.size,textformat.abc,character,character.cursor.ibeam Aa Aa
        bold B B
        italic I I
        underline U U
        strikethrough S S
        text.alignleft,text.alignright,text.aligncenter,increase.indent,decrease.indent ≡ =
        crown,crown.fill,trophy,trophy.fill,trophy.circle,medal,medal.fill,rosette ♛ W
        gamecontroller,gamecontroller.fill,dice,dice.fill,die.face.1,puzzlepiece,puzzlepiece.fill ⚄ #
        cross,cross.fill,cross.circle,cross.circle.fill,cross.case,cross.case.fill,bandage,bandage.fill ✚ +
        pills,pills.fill,pill,pill.fill,syringe,syringe.fill,stethoscope,medical.thermometer ⚕ +
        hand.thumbsup,hand.thumbsup.fill,hand.thumbsup.circle,hand.thumbsup.circle.fill ☝ ^
        hand.thumbsdown,hand.thumbsdown.fill,hand.thumbsdown.circle ☟ v
        hand.raised,hand.raised.fill,hand.raised.circle,hand.wave,hand.wave.fill,hand.tap,hand.point.up.left ☞ >
        face.smiling,face.smiling.fill,face.dashed,smiley,smiley.fill,theatermasks,theatermasks.fill ☺ :
        qrcode,qrcode.viewfinder,barcode,barcode.viewfinder,viewfinder,viewfinder.circle ▚ #
        square.and.arrow.up.circle,square.and.arrow.up.fill,square.and.arrow.up.on.square,arrow.up.doc ⇪ ^
        square.and.arrow.down.fill,square.and.arrow.down.on.square,arrow.down.doc,arrow.down.circle.dotted ⇩ v
        icloud.and.arrow.up,icloud.and.arrow.up.fill,arrow.up.circle.dotted ⇪ ^
        icloud.and.arrow.down,icloud.and.arrow.down.fill ⇩ v
        car,car.fill,car.circle,bus,bus.fill,tram,tram.fill,bicycle,bicycle.circle,scooter ⊶ o
        briefcase,briefcase.fill,briefcase.circle,suitcase,suitcase.fill,latch.2.case ⊟ #
        graduationcap,graduationcap.fill,studentdesk,backpack,backpack.fill ⊼ ^
        building,building.fill,storefront,storefront.fill,house.lodge,tent,tent.fill ⌂ ^
        film,film.fill,film.stack,tv.and.mediabox,movieclapper,popcorn ▦ #
        paintbrush,paintbrush.fill,paintbrush.pointed,paintbrush.pointed.fill,paintpalette,paintpalette.fill,eyedropper ✎ /
        scribble,scribble.variable,lasso,lasso.badge.sparkles ∿ ~
        square.text.square,rectangle.and.pencil.and.ellipsis,text.cursor,cursorarrow,cursorarrow.rays ⌶ I
        pencil.tip,pencil.tip.crop.circle,signature ✍ /
        infinity,infinity.circle ∞ 8
        sum Σ E
        function ƒ f
        x.squareroot √ V
        pi π p
        """
}

/// The terminal glyph for the SF Symbols name `name`, or `nil` for a name
/// TermUI does not know: the one lookup `Image(systemName:)` and
/// `Label(_:systemImage:)` share.
func symbolGlyph(named name: String) -> String? {
    SymbolTable.symbol(named: name)?.glyph
}
